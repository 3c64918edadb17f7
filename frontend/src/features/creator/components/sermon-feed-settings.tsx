import * as React from 'react';
import { Rss } from 'lucide-react';
import { toast } from 'sonner';
import { errorMessage, isApiError } from '@/lib/api';
import { FormField } from '@/components/form-field';
import { Optional } from '@/components/media-fields/optional';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { ownerEmailSchema } from '@/features/creator/api/feed-fields';
import { useSermonFeed, useUpdateSermonFeed } from '@/features/creator/api/sermon-feed';
import { FeedWarnings } from '@/features/creator/components/feed-warnings';
import { NoOwnerEmailNotice } from '@/features/creator/components/owner-email-notice';

/** SERMON_OWNER_EMAIL_HINT: the podcast hint's words, for the sermon feeds. */
const SERMON_OWNER_EMAIL_HINT =
  'Published in your sermon feeds (all your sermons, and each series), so Apple Podcasts, Spotify and other directories can verify that you own them (Spotify sends a code there). Use an address you are happy to make public. Left empty, the feeds name Selah instead.';

/**
 * SermonFeedSettings is the Sermons page's card about the creator's sermon feeds: the owner email
 * they publish (PUT /api/media/sermon-feed), and for each public feed, what Apple Podcasts would
 * refuse in it, as a podcast's page shows for its feed.
 */
export function SermonFeedSettings() {
  const query = useSermonFeed();
  const update = useUpdateSermonFeed();
  const [email, setEmail] = React.useState<string | null>(null);
  const [error, setError] = React.useState<string | undefined>();
  const saved = query.data?.ownerEmail ?? '';
  const value = email ?? saved;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ownerEmailSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    update.mutate(parsed.data, {
      onSuccess: (result) => {
        setEmail(null);
        toast.success(result.message || 'Sermon feed updated');
      },
      onError: (err) => {
        const field = isApiError(err) ? err.fieldErrors.ownerEmail : undefined;
        if (field) setError(field);
        else toast.error(errorMessage(err));
      },
    });
  };

  const feeds = query.data?.feeds ?? [];
  return (
    <Card role="region" aria-labelledby="sermon-feed-title">
      <CardHeader className="border-b">
        <CardTitle as="h2" id="sermon-feed-title" className="flex items-center gap-2">
          <Rss className="size-5 text-gold-700" aria-hidden="true" />
          Your sermon feeds
        </CardTitle>
        <CardDescription>
          Your approved sermons are a podcast feed, and so is each series. Podcast apps and
          directories read these details.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 pt-6">
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid gap-3 md:grid-cols-[1fr_auto] md:items-start"
        >
          <FormField
            id="sermon-feed-owner-email"
            label={
              <>
                Owner email <Optional />
              </>
            }
            hint={SERMON_OWNER_EMAIL_HINT}
            error={error}
          >
            {(aria) => (
              <Input
                {...aria}
                type="email"
                autoComplete="email"
                placeholder="name@example.com"
                value={value}
                disabled={query.isPending || update.isPending}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </FormField>
          <Button type="submit" className="md:mt-7" disabled={query.isPending || update.isPending}>
            {update.isPending ? 'Saving…' : 'Save'}
          </Button>
        </form>

        {query.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(query.error, 'Could not load your sermon feeds.')}
          </p>
        ) : null}

        {query.data && saved === '' && feeds.length > 0 ? (
          <NoOwnerEmailNotice
            title="No owner email in your sermon feeds"
            subject="Each of your sermon feeds"
            what="them"
            fix="Add an owner email above that you are happy to make public."
          />
        ) : null}

        {feeds.length > 0 ? (
          <ul className="grid gap-4" aria-label="Feeds">
            {feeds.map((f) => (
              <li key={f.url} className="grid gap-2">
                <div className="grid gap-0.5">
                  <span className="font-medium">{f.title}</span>
                  <a
                    href={f.url}
                    className="truncate text-sm text-muted-foreground underline underline-offset-2"
                  >
                    {f.url}
                  </a>
                </div>
                <FeedWarnings warnings={f.warnings} />
              </li>
            ))}
          </ul>
        ) : query.data ? (
          <p className="text-sm text-muted-foreground">
            Your sermon feeds appear here once a sermon is approved.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
