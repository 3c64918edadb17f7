import { Link } from 'react-router-dom';
import { ArrowLeft, SearchX } from 'lucide-react';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api';
import { catalogFacts } from '@/lib/media-facts';
import { MissingItemState } from '@/components/missing-item-state';
import { CreatorFollowButton } from '@/components/follow/follow-button';
import { ItemQueryView } from '@/components/item-query-view';
import { LikeButton } from '@/components/like/like-button';
import { MediaAbout } from '@/components/media-about';
import { EpisodesSection } from '@/components/media-page/episodes-section';
import { MediaHero, PlayButton } from '@/components/media-page/media-hero';
import { useItemPlayback } from '@/components/media-page/use-item-playback';
import { byLine } from '@/components/media-types';
import { QueueMenu } from '@/components/player/queue-menu';
import { Button } from '@/components/ui/button';
import type { MediaWithEpisodes } from '@/types/media';
import { useListenMedia } from '@/features/listen/api/get-media';
import { listenKeys } from '@/features/listen/api/keys';
import { FeedLink } from '@/features/listen/components/feed-link';
import { EpisodeDownloadButton } from '@/features/offline/components/episode-download-button';
import { ItemDownloadButton } from '@/features/offline/components/item-download-button';
import {
  OfflineItemView,
  useDownloadedItem,
} from '@/features/offline/components/offline-item-view';
import { useEpisodeDownloads } from '@/features/offline/use-downloads';
import { useOnline } from '@/features/offline/use-online';

function MediaPage({ media }: { media: MediaWithEpisodes }) {
  const { playing, playAt, playEpisode, resumeLabel, resume } = useItemPlayback(media);
  const downloads = useEpisodeDownloads(media.episodes.map((e) => e._id));

  const facts = catalogFacts(media);
  if (media.type === 'sermon' || media.artist?.name !== byLine(media))
    facts.push(['Uploaded by', media.artist?.name]);

  return (
    <div className="grid gap-8">
      <Button asChild variant="link" className="h-auto w-fit px-0 text-muted-foreground">
        <Link to={paths.app.root}>
          <ArrowLeft aria-hidden="true" />
          Back to browse
        </Link>
      </Button>

      <MediaHero
        media={media}
        className="sm:items-end"
        byline={<p className="text-base font-medium text-stone-700">{byLine(media)}</p>}
        actions={
          <>
            <PlayButton
              playing={playing}
              label={resumeLabel}
              onClick={() => resume()}
              disabled={media.episodes.length === 0}
              className="min-w-32 rounded-full"
            />
            <LikeButton
              id={media._id}
              liked={Boolean(media.liked)}
              likes={media.likes}
              cacheKey={listenKeys.media(media._id)}
            />
            <ItemDownloadButton media={media} states={downloads} />
            <QueueMenu
              media={media}
              episodes={media.episodes}
              label={`all of ${media.title}`}
              variant="outline"
              className="size-10"
            />
          </>
        }
      >
        {media.artist?._id ? (
          <CreatorFollowButton creatorId={media.artist._id} creatorName={media.artist.name} />
        ) : null}
      </MediaHero>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <EpisodesSection
          media={media}
          onPlay={playAt}
          onPlayAt={playEpisode}
          action={(episode) => (
            <>
              <QueueMenu media={media} episodes={[episode]} label={episode.title} />
              <EpisodeDownloadButton
                media={media}
                episode={episode}
                state={downloads[episode._id] ?? { saved: false, active: null }}
              />
            </>
          )}
        />
        <MediaAbout description={media.description} facts={facts}>
          {media.type === 'podcast' ? <FeedLink id={media._id} /> : null}
        </MediaAbout>
      </div>
    </div>
  );
}

/** ListenMediaView: an approved item with its episodes, like and play. */
export function ListenMediaView({ id }: { id: string }) {
  const query = useListenMedia(id);
  const downloaded = useDownloadedItem(id);
  const online = useOnline();
  // No connection (or no answer at all: the browser may not know it is offline), but episodes
  // of it are on this device: those, ready to play.
  const unreachable = !online || (query.isError && !isApiError(query.error));
  if (unreachable && !query.data && downloaded !== null)
    return <OfflineItemView mediaId={id} title={downloaded} />;
  return (
    <ItemQueryView
      query={query}
      notFound={
        <MissingItemState
          icon={<SearchX aria-hidden="true" />}
          title="Not found"
          description="This item does not exist or is not available to listeners."
          back={{ to: paths.app.root, label: 'Back to browse' }}
        />
      }
    >
      {(media) => <MediaPage media={media} />}
    </ItemQueryView>
  );
}
