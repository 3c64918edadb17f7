// Placeholder until the public-pages helper writes the real page; replace freely.
export default function Terms() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-semibold">Terms of Service</h1>
    </main>
  );
}
