import { Link } from 'react-router-dom';
import {
  AlertCircle,
  ArrowLeft,
  Ban,
  CalendarClock,
  Clock,
  FilePen,
  Heart,
  ListMusic,
  Play,
  Timer,
} from 'lucide-react';
import { paths } from '@/config/paths';
import { formatCount, formatDate, formatDuration } from '@/lib/format';
import { catalogFacts } from '@/lib/media-facts';
import { languageName } from '@/lib/languages';
import { EmptyState } from '@/components/empty-state';
import { MissingItemState } from '@/components/missing-item-state';
import { MediaCover } from '@/components/media-cover';
import { ReleaseTime } from '@/components/release-time';
import { StatusBadge } from '@/components/status-badge';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { MediaWithEpisodes } from '@/types/media';
import { useMedia } from '@/features/creator/api/get-media';
import { creatorKeys } from '@/features/creator/api/keys';
import { MESSAGES } from '@/features/creator/api/messages';
import { AddEpisodeDialog } from '@/features/creator/components/add-episode-dialog';
import { AppealDialog, AppealStatus } from '@/features/creator/components/appeal-notice';
import { DeleteMediaDialog } from '@/features/creator/components/delete-media-dialog';
import { EditMediaDialog } from '@/features/creator/components/edit-media-dialog';
import { EpisodeExtras } from '@/features/creator/components/episode-extras';
import { FeedWarnings } from '@/features/creator/components/feed-warnings';
import { NoOwnerEmailNotice } from '@/features/creator/components/owner-email-notice';
import { RevisionNotice } from '@/features/creator/components/revision-notice';
import { SubmitForReviewButton } from '@/features/creator/components/submit-for-review-button';
import { EpisodeList } from '@/components/player/episode-list';
import { EpisodeProcessing } from '@/components/episode-processing/episode-processing';
import { ItemQueryView } from '@/components/item-query-view';
import { MediaAbout } from '@/components/media-about';
import { MediaMetaItem } from '@/components/media-meta-item';
import { canAppeal } from '@/features/creator/utils/appeal';
import { mediaTypeCopy, type MediaTypeCopy } from '@/features/creator/utils/media-types';

function StatusNotice({ media, copy }: { media: MediaWithEpisodes; copy: MediaTypeCopy }) {
  if (media.adminStatus === 'rejected' || media.adminStatus === 'suspended') {
    const rejected = media.adminStatus === 'rejected';
    return (
      <Alert variant="destructive">
        {rejected ? <AlertCircle aria-hidden="true" /> : <Ban aria-hidden="true" />}
        <AlertTitle>
          {rejected ? `This ${copy.noun} was not approved` : `This ${copy.noun} is suspended`}
          {media.reviewedAt ? (
            <span className="font-normal"> · {formatDate(media.reviewedAt)}</span>
          ) : null}
        </AlertTitle>
        <AlertDescription>
          <p>{media.statusReason || 'No reason was given.'}</p>
          {rejected ? <p>Edit it to address the reason and it goes back to review.</p> : null}
          {canAppeal(media) ? (
            <>
              <p>If you think this decision is wrong, you can appeal it.</p>
              <AppealDialog media={media} noun={copy.noun} />
            </>
          ) : null}
        </AlertDescription>
      </Alert>
    );
  }
  const release = <ReleaseTime iso={media.publishAt} className="font-medium" />;
  if (media.adminStatus === 'pending') {
    return (
      <Alert className="border-amber-200 bg-amber-50 text-amber-900 [&>svg]:text-amber-600">
        <Clock aria-hidden="true" />
        <AlertDescription>
          {media.publishAt ? (
            <p>
              Waiting for review. Once approved, this {copy.noun} goes live on {release}.
            </p>
          ) : (
            <p>
              Waiting for review. Listeners can hear this {copy.noun} once an admin approves it.
            </p>
          )}
        </AlertDescription>
      </Alert>
    );
  }
  if (media.adminStatus === 'draft') {
    return (
      <Alert className="border-stone-300 bg-stone-50 text-stone-800 [&>svg]:text-stone-600">
        <FilePen aria-hidden="true" />
        <AlertTitle>This {copy.noun} is a draft</AlertTitle>
        <AlertDescription className="gap-3">
          <p>
            Only you can see it. Submit it for review when it is ready
            {media.publishAt ? <>; once approved, it goes live on {release}</> : null}.
          </p>
          <SubmitForReviewButton mediaId={media._id} />
        </AlertDescription>
      </Alert>
    );
  }
  if (media.adminStatus === 'scheduled') {
    return (
      <Alert className="border-sky-200 bg-sky-50 text-sky-900 [&>svg]:text-sky-700">
        <CalendarClock aria-hidden="true" />
        <AlertDescription>
          <p>
            Approved. This {copy.noun} goes live on {release}.
          </p>
        </AlertDescription>
      </Alert>
    );
  }
  return null;
}

function MediaPage({ media }: { media: MediaWithEpisodes }) {
  const copy = mediaTypeCopy(media.type);
  const count = media.episodes.length;
  const classification = [media.genre?.title, media.category?.title].filter(Boolean).join(' · ');

  const facts = catalogFacts(media);
  if (media.type === 'podcast' && media.language)
    facts.push(['Language', languageName(media.language)]);
  facts.push(['Uploaded', formatDate(media.createdAt)]);
  if (media.tags?.length) facts.push(['Tags', media.tags.join(', ')]);

  return (
    <div className="grid gap-8">
      <Button asChild variant="link" className="h-auto w-fit px-0 text-muted-foreground">
        <Link to={copy.listPath}>
          <ArrowLeft aria-hidden="true" />
          Back to {copy.title === 'Sermons' ? 'sermons' : copy.title.toLowerCase()}
        </Link>
      </Button>

      <header className="flex flex-col gap-6 sm:flex-row sm:items-end">
        <MediaCover
          src={media.coverArt || media.image || media.thumbnail}
          icon={copy.icon}
          className="size-40 shrink-0 rounded-xl shadow-md sm:size-52"
        />
        <div className="grid min-w-0 flex-1 gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-xs font-semibold tracking-wider text-gold-700 uppercase">
              {copy.typeLabel}
            </span>
            <StatusBadge status={media.adminStatus} />
          </div>
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-4xl">
            {media.title}
          </h1>
          <p className="text-sm text-muted-foreground">
            {[
              media.type === 'sermon' && media.preacher ? media.preacher : media.artist?.name,
              classification,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
            <MediaMetaItem icon={ListMusic}>
              {count} {count === 1 ? copy.episode.toLowerCase() : copy.episodes.toLowerCase()}
            </MediaMetaItem>
            <MediaMetaItem icon={Timer}>{formatDuration(media.duration)}</MediaMetaItem>
            <MediaMetaItem icon={Play}>
              {formatCount(media.plays)} {media.plays === 1 ? 'play' : 'plays'}
            </MediaMetaItem>
            <MediaMetaItem icon={Heart}>
              {formatCount(media.likes)} {media.likes === 1 ? 'like' : 'likes'}
            </MediaMetaItem>
          </ul>
          <div className="flex flex-wrap gap-2 pt-1">
            <EditMediaDialog media={media} />
            <DeleteMediaDialog media={media} />
          </div>
        </div>
      </header>

      <StatusNotice media={media} copy={copy} />
      <AppealStatus media={media} noun={copy.noun} />
      <RevisionNotice media={media} episodeLabel={copy.episode} />
      {media.type === 'podcast' ? <FeedWarnings warnings={media.feedWarnings ?? []} /> : null}
      {media.type === 'podcast' && media.ownerEmail === '' ? (
        <NoOwnerEmailNotice
          title="No owner email in this podcast's feed"
          subject="Its feed"
          what="the podcast"
          fix="Edit the podcast to add an owner email you are happy to make public."
        />
      ) : null}

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-labelledby="episodes-heading" className="grid content-start gap-4">
          <div className="flex items-center justify-between gap-3">
            <h2 id="episodes-heading" className="text-lg font-semibold">
              {copy.episodes}{' '}
              <span className="font-normal text-muted-foreground tabular-nums">({count})</span>
            </h2>
            <AddEpisodeDialog media={media} />
          </div>
          {count === 0 ? (
            <EmptyState
              icon={<copy.icon aria-hidden="true" />}
              title={`No ${copy.episodes.toLowerCase()} yet`}
              description={`Add a ${copy.episode.toLowerCase()} to give listeners something to hear.`}
            />
          ) : (
            <EpisodeList
              episodes={media.episodes}
              episodeLabel={copy.episode}
              details={(episode) => (
                <>
                  <EpisodeProcessing
                    episode={episode}
                    itemKey={creatorKeys.item(media._id)}
                    session="user"
                  />
                  <EpisodeExtras mediaId={media._id} episode={episode} />
                </>
              )}
            />
          )}
        </section>

        <MediaAbout description={media.description} facts={facts} />
      </div>
    </div>
  );
}

/** MediaDetailView is one of the creator's items with its episodes (loading, missing or shown). */
export function MediaDetailView({ id }: { id: string }) {
  return (
    <ItemQueryView
      query={useMedia(id)}
      failed={MESSAGES.fetchMediaFailed}
      notFound={
        <MissingItemState
          icon={<AlertCircle aria-hidden="true" />}
          title="This content could not be found"
          description="It may have been deleted, or the link is wrong."
          back={{ to: paths.app.content, label: 'See all your content' }}
        />
      }
    >
      {(media) => <MediaPage media={media} />}
    </ItemQueryView>
  );
}
