import * as React from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ArrowRight, LinkIcon, MailCheck, MailX, RefreshCw, Rss } from 'lucide-react';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUnsubscribe, type Unsubscribed } from '@/features/public/api/unsubscribe';
import { usePublicCreator } from '@/features/public/api/get-public-creator';

/** Panel is the page's one card: an icon, an eyebrow, the h1 and what follows. */
function Panel({
  icon,
  tone = 'gold',
  title,
  children,
}: {
  icon: React.ReactNode;
  tone?: 'gold' | 'red';
  title: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-stone-50 to-background">
      <div className="mx-auto max-w-xl px-4 py-12 sm:px-6 sm:py-20">
        <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-10">
          <span
            className={
              tone === 'red'
                ? 'flex size-12 items-center justify-center rounded-full bg-red-100 text-red-700 [&_svg]:size-6'
                : 'flex size-12 items-center justify-center rounded-full bg-gold-100 text-gold-800 [&_svg]:size-6'
            }
          >
            {icon}
          </span>
          <p className="mt-6 text-sm font-semibold tracking-wide text-primary-strong uppercase">
            Email preferences
          </p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight text-foreground sm:text-4xl">
            {title}
          </h1>
          {children}
        </div>
      </div>
    </div>
  );
}

/**
 * CreatorFeeds offers the creator's podcast feeds: following without email. They come with the
 * creator's public profile (the same query as their page, so "Visit" then opens at once); a
 * creator with nothing public has neither, and the section is left out.
 */
function CreatorFeeds({ creator }: { creator: Unsubscribed['creator'] }) {
  const profile = usePublicCreator(creator._id);
  const feeds = profile.data?.feeds ?? [];
  if (feeds.length === 0) return null;
  return (
    <section aria-labelledby="feeds-heading" className="mt-8 border-t pt-6">
      <h2 id="feeds-heading" className="font-semibold">
        Follow in a podcast app instead
      </h2>
      <p className="mt-1 text-sm leading-6 text-muted-foreground">
        Add one of {creator.name}’s feeds to Apple Podcasts, Pocket Casts or any podcast app, and
        new episodes arrive there without an email.
      </p>
      {/* One column no wider than the card, so a long title is cut short, not overflowing. */}
      <ul className="mt-4 grid grid-cols-1 gap-2">
        {feeds.map((feed) => (
          <li key={feed.url}>
            <a
              href={feed.url}
              className="flex items-center gap-3 rounded-lg border px-3 py-2.5 text-sm font-medium transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <Rss className="size-4 shrink-0 text-gold-700" aria-hidden="true" />
              <span className="min-w-0 truncate">{feed.title}</span>
              <span className="ml-auto shrink-0 text-xs text-muted-foreground">RSS</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * UnsubscribePanel is /unsubscribe?token=, where a follower's new-item email links: it stops
 * those emails with the token alone (no sign-in) and says whose they were.
 */
export function UnsubscribePanel() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { mutate, data, error, isError, isSuccess } = useUnsubscribe();

  // Once per token: StrictMode's second effect run, or a re-render, sends nothing more.
  const sent = React.useRef('');
  React.useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  if (!token) {
    return (
      <Panel icon={<LinkIcon aria-hidden="true" />} tone="red" title="This link is incomplete">
        <p className="mt-4 leading-7 text-stone-700">
          An unsubscribe link carries a code that says whose emails to stop, and this one has none.
          Open the link at the bottom of the email again, or copy the whole address from it into
          your browser.
        </p>
        <Button asChild variant="outline" className="mt-8">
          <Link to={paths.home}>Go to the home page</Link>
        </Button>
      </Panel>
    );
  }

  if (isError) {
    // A 4xx is the server's word on this token; anything else may pass if tried again.
    const final = isApiError(error) && error.status < 500;
    return (
      <Panel icon={<MailX aria-hidden="true" />} tone="red" title="We could not unsubscribe you">
        <p role="alert" className="mt-4 leading-7 font-medium text-red-800">
          {errorMessage(error)}
        </p>
        <p className="mt-3 leading-7 text-stone-700">
          {final
            ? 'Open the link from your most recent email from Selah, or sign in and unfollow the creator from their page.'
            : 'Please try again in a moment.'}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          {final ? null : (
            <Button onClick={() => mutate(token)}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to={paths.login}>Sign in to unfollow</Link>
          </Button>
        </div>
      </Panel>
    );
  }

  if (!isSuccess || !data) {
    return (
      <Panel icon={<Spinner label="" className="text-gold-800" />} title="Unsubscribing…">
        <p role="status" className="mt-4 leading-7 text-stone-700">
          One moment while we stop these emails.
        </p>
      </Panel>
    );
  }

  const name = data.creator.name || 'this creator';
  return (
    <Panel icon={<MailCheck aria-hidden="true" />} title="You’re unsubscribed">
      <p role="status" className="mt-4 text-lg leading-8 text-stone-700">
        You will no longer get emails when{' '}
        <strong className="font-semibold text-foreground">{name}</strong> publishes something new.
      </p>
      {/* The server keeps the follow and only stops its emails: say so, and how to end it. */}
      <p className="mt-3 leading-7 text-muted-foreground">
        You still follow {name}: their new items keep appearing under “From creators you follow”
        when you sign in. To stop following, press Following on their page.
      </p>
      {data.creator._id ? (
        <>
          <div className="mt-8 flex flex-wrap gap-3">
            {/* A long name wraps inside the card instead of running out of it. */}
            <Button asChild className="h-auto min-h-10 max-w-full py-2 whitespace-normal">
              <Link to={paths.public.creator(data.creator._id)}>
                Visit {name}’s page
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
          <CreatorFeeds creator={{ _id: data.creator._id, name }} />
        </>
      ) : null}
    </Panel>
  );
}
