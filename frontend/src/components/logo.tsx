import { cn } from '@/lib/utils';
import { LOGO_CLASS, LOGO_MARK_CLASS, LogoSvg } from '@/components/logo-base';

/** LogoMark is Selah's gold square mark; decorative unless given a title. */
export function LogoMark({ className }: { className?: string }) {
  return <LogoSvg className={cn(LOGO_MARK_CLASS, className)} />;
}

/** Logo is the mark with the word "Selah". */
export function Logo({ className, markClassName }: { className?: string; markClassName?: string }) {
  return (
    <span className={cn(LOGO_CLASS, className)}>
      <LogoMark className={markClassName} />
      <span>Selah</span>
    </span>
  );
}
