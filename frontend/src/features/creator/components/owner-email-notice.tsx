import { Info } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/**
 * NoOwnerEmailNotice: a feed names the platform as its owner, so the creator cannot claim it on
 * Spotify, which sends a code to that address. The same notice for every kind of feed: `subject`
 * names the feed ("Its feed"), `what` the show ("the podcast"), `fix` where to add an owner email.
 */
export function NoOwnerEmailNotice({
  title,
  subject,
  what,
  fix,
}: {
  title: string;
  subject: string;
  what: string;
  fix: string;
}) {
  return (
    <Alert>
      <Info aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>
          {subject} names Selah as the owner, so you cannot claim {what} on Spotify, which sends a
          code to that address. {fix}
        </p>
      </AlertDescription>
    </Alert>
  );
}
