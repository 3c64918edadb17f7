import * as React from 'react';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, ListMusic, Pause, Play, SearchX, Timer } from 'lucide-react';
import { paths } from '@/config/paths';
import { formatCount, formatDuration } from '@/lib/format';
import { catalogFacts } from '@/lib/media-facts';
import { EmptyState } from '@/components/empty-state';
import { ItemQueryView } from '@/components/item-query-view';
import { MediaAbout } from '@/components/media-about';
import { MediaMetaItem } from '@/components/media-meta-item';
import { MediaCover } from '@/components/media-cover';
import { resumePoint } from '@/components/player/position-saver';
import { player, usePlayer } from '@/components/player/player-store';
import { Button } from '@/components/ui/button';
import type { MediaWithEpisodes } from '@/types/media';
import { useListenMedia } from '@/features/listen/api/get-media';
import { CreatorFollowButton } from '@/features/follows/components/follow-button';
import { FeedLink } from '@/features/listen/components/feed-link';
import { LikeButton } from '@/features/listen/components/like-button';
import { TrackList } from '@/features/listen/components/track-list';
import { byLine, listenTypeCopy } from '@/features/listen/utils/media-types';
import { toQueue, toQueueMedia } from '@/features/listen/utils/to-queue';
import { ShareMenu } from '@/features/share/components/share-menu';

function plural(n: number, one: string) {
  return `${formatCount(n)} ${n === 1 ? one : `${one}s`}`;
}

function MediaPage({ media }: { media: MediaWithEpisodes }) {
  const copy = listenTypeCopy(media.type);
  const episodes = media.episodes;
  const isThisMedia = usePlayer((s) => s.media?._id === media._id);
  const playing = usePlayer((s) => s.playing) && isThisMedia;
  const positions = usePlayer((s) => s.positions);

  // Peaks measured since the episode started playing: the bar draws its waveform.
  React.useEffect(() => {
    if (isThisMedia) player.refreshPeaks(episodes);
  }, [episodes, isThisMedia]);

  const playAt = React.useCallback(
    (index: number) => {
      const episode = episodes[index];
      const state = player.getState();
      if (state.queue[state.index]?._id === episode?._id && state.media?._id === media._id) {
        player.toggle();
        return;
      }
      player.playQueue(toQueueMedia(media), toQueue(episodes), index);
    },
    [episodes, media],
  );

  // The main button resumes the first episode started and not finished, else starts at the top.
  const started = episodes.findIndex(
    (e) => resumePoint(positions[e._id] ?? e.resumeAt, e.duration) > 0,
  );
  const mainIndex = started >= 0 ? started : 0;
  const mainLabel = playing ? 'Pause' : isThisMedia ? 'Resume' : started >= 0 ? 'Resume' : 'Play';
  const onMain = () => (isThisMedia ? player.toggle() : playAt(mainIndex));

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

      <header className="flex flex-col gap-6 sm:flex-row sm:items-end">
        <MediaCover
          src={media.coverArt || media.image || media.thumbnail}
          icon={copy.icon}
          className="size-48 shrink-0 self-center rounded-xl shadow-lg sm:size-56 sm:self-auto"
        />
        <div className="grid min-w-0 flex-1 gap-3">
          <span className="text-xs font-semibold tracking-wider text-gold-700 uppercase">
            {copy.typeLabel}
          </span>
          <h1 className="text-3xl font-semibold tracking-tight break-words sm:text-4xl">
            {media.title}
          </h1>
          <p className="text-base font-medium text-stone-700">{byLine(media)}</p>
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
            <MediaMetaItem icon={ListMusic}>
              {plural(episodes.length, copy.episode.toLowerCase())}
            </MediaMetaItem>
            <MediaMetaItem icon={Timer}>{formatDuration(media.duration)}</MediaMetaItem>
            <MediaMetaItem icon={Play}>{plural(media.plays, 'play')}</MediaMetaItem>
          </ul>
          <div className="flex flex-wrap items-center gap-3 pt-2">
            <Button
              size="lg"
              className="min-w-32 rounded-full"
              onClick={onMain}
              disabled={episodes.length === 0}
            >
              {playing ? (
                <Pause className="size-5 fill-current" aria-hidden="true" />
              ) : (
                <Play className="size-5 fill-current" aria-hidden="true" />
              )}
              {mainLabel}
            </Button>
            <LikeButton id={media._id} liked={Boolean(media.liked)} likes={media.likes} />
            <ShareMenu id={media._id} title={media.title} episodeCount={episodes.length} />
          </div>
          {media.artist?._id ? (
            <CreatorFollowButton creatorId={media.artist._id} creatorName={media.artist.name} />
          ) : null}
        </div>
      </header>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-labelledby="episodes-heading" className="grid content-start gap-4">
          <h2 id="episodes-heading" className="text-lg font-semibold">
            {copy.episodes}{' '}
            <span className="font-normal text-muted-foreground tabular-nums">
              ({episodes.length})
            </span>
          </h2>
          {episodes.length === 0 ? (
            <EmptyState
              icon={<copy.icon aria-hidden="true" />}
              title={`No ${copy.episodes.toLowerCase()} yet`}
              description="Check back soon."
            />
          ) : (
            <TrackList episodes={episodes} episodeLabel={copy.episode} onPlay={playAt} />
          )}
        </section>

        <MediaAbout description={media.description} facts={facts}>
          {media.type === 'podcast' ? <FeedLink id={media._id} /> : null}
        </MediaAbout>
      </div>
    </div>
  );
}

/** ListenMedia is /app/media/:id: an approved item with its episodes, like and play. */
export default function ListenMedia() {
  const { id = '' } = useParams();
  return (
    <ItemQueryView
      query={useListenMedia(id)}
      notFound={
        <EmptyState
          icon={<SearchX aria-hidden="true" />}
          title="Not found"
          description="This item does not exist or is not available to listeners."
          action={
            <Button asChild variant="outline">
              <Link to={paths.app.root}>Back to browse</Link>
            </Button>
          }
        />
      }
    >
      {(media) => <MediaPage media={media} />}
    </ItemQueryView>
  );
}
