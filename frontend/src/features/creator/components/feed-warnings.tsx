import { AlertTriangle } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import type { FeedWarning } from '@/types/media';

/**
 * FeedWarnings lists what Apple Podcasts would refuse in a podcast (its cover, episodes in a
 * format it does not take), each as a sentence saying what to do; nothing when there is none.
 */
export function FeedWarnings({
  warnings,
  title = 'Apple Podcasts will not take this as it is',
}: {
  warnings: ReadonlyArray<Pick<FeedWarning, 'message'>>;
  title?: string;
}) {
  if (warnings.length === 0) return null;
  return (
    <Alert className="border-amber-200 bg-amber-50 text-amber-900 [&>svg]:text-amber-600">
      <AlertTriangle aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <ul className="grid list-disc gap-1 pl-4">
          {warnings.map((w, i) => (
            // Two episodes may share a title and a format: the index keeps keys apart.
            <li key={`${i}:${w.message}`}>{w.message}</li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
