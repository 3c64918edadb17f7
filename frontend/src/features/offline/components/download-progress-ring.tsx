/** DownloadProgressRing is a small ring that fills as a download goes (decorative: labels say it). */
export function DownloadProgressRing({ value, className }: { value: number; className?: string }) {
  const r = 9;
  const c = 2 * Math.PI * r;
  const v = Math.max(0, Math.min(1, value));
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <circle cx="12" cy="12" r={r} fill="none" strokeWidth="2.5" className="stroke-gold-200" />
      <circle
        cx="12"
        cy="12"
        r={r}
        fill="none"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeDasharray={c}
        strokeDashoffset={c * (1 - v)}
        transform="rotate(-90 12 12)"
        className="stroke-gold-700 transition-[stroke-dashoffset] duration-200"
      />
    </svg>
  );
}

/** shareDone is how far an active download got, 0..1 (0 while it waits or has no total). */
export function shareDone(received: number, total: number): number {
  return total > 0 ? Math.min(1, received / total) : 0;
}
