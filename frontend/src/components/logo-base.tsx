/** LOGO_CLASS is Logo's own class list (logo.tsx); LOGO_MARK_CLASS is LogoMark's. */
export const LOGO_CLASS = 'inline-flex items-center gap-2.5 text-xl font-semibold tracking-tight';
export const LOGO_MARK_CLASS = 'size-8 shrink-0';

/** LogoSvg draws Selah's gold square mark with exactly the given classes. */
export function LogoSvg({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill="#C9A227" />
      <path
        d="M20.5 9.5c-1.2-1-2.8-1.5-4.6-1.5-3.2 0-5.4 1.8-5.4 4.3 0 2.6 2.2 3.5 4.6 4.1 2 .5 2.9.9 2.9 1.9 0 1-1 1.7-2.6 1.7-1.6 0-3-.6-4.1-1.7L9.5 20.6c1.5 1.5 3.6 2.4 5.9 2.4 3.5 0 5.7-1.8 5.7-4.5 0-2.7-2.2-3.6-4.7-4.2-1.9-.5-2.8-.8-2.8-1.7 0-.8.9-1.4 2.2-1.4 1.2 0 2.3.4 3.3 1.1z"
        fill="#1c1917"
      />
    </svg>
  );
}

/**
 * PlainLogo renders what `<Logo className={className} />` renders, for a className that cannot clash
 * with Logo's own classes (a text colour, say): it appends it rather than merging, so the public
 * site's header and footer, in the entry chunk, need no tailwind-merge. Use Logo for anything else.
 */
export function PlainLogo({ className }: { className?: string }) {
  return (
    <span className={className ? `${LOGO_CLASS} ${className}` : LOGO_CLASS}>
      <LogoSvg className={LOGO_MARK_CLASS} />
      <span>Selah</span>
    </span>
  );
}
