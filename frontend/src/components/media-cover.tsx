import { Music, type LucideIcon } from 'lucide-react';
import { useFileSrc } from '@/hooks/use-file-src';
import { cn } from '@/lib/utils';

export interface MediaCoverProps {
  src?: string | null;
  /** icon: shown on the placeholder when there is no image (or it fails to load). */
  icon?: LucideIcon;
  className?: string;
  iconClassName?: string;
}

/**
 * MediaCover is a square cover image, or a gold placeholder with the type's icon. A cover the
 * public may not see loads for its creator or an admin with a file token (useFileSrc).
 */
export function MediaCover({ src, icon: Icon = Music, className, iconClassName }: MediaCoverProps) {
  const file = useFileSrc(src);
  return (
    <div
      className={cn(
        'relative aspect-square overflow-hidden rounded-lg bg-gradient-to-br from-gold-100 via-gold-50 to-stone-100',
        className,
      )}
    >
      {file.src ? (
        <img
          src={file.src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={file.onError}
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full items-center justify-center text-gold-700/70">
          <Icon className={cn('size-1/3', iconClassName)} aria-hidden="true" strokeWidth={1.5} />
        </div>
      )}
    </div>
  );
}
