// Placeholder until the public-pages helper writes the real page; replace freely.
export default function Landing() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-semibold">Selah</h1>
    </main>
  );
}
