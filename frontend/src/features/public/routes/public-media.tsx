import * as React from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ListMusic, Pause, Play, Timer } from 'lucide-react';
import { apiPaths, paths } from '@/config/paths';
import { formatCount, formatDuration } from '@/lib/format';
import { catalogFacts } from '@/lib/media-facts';
import { EmptyState } from '@/components/empty-state';
import { ItemQueryView } from '@/components/item-query-view';
import { MediaAbout } from '@/components/media-about';
import { MediaCover } from '@/components/media-cover';
import { MediaMetaItem } from '@/components/media-meta-item';
import { resumePoint } from '@/components/player/position-saver';
import { player, usePlayer } from '@/components/player/player-store';
import { Button } from '@/components/ui/button';
import type { MediaWithEpisodes } from '@/types/media';
import { FollowButton } from '@/features/follows/components/follow-button';
import { TrackList } from '@/features/listen/components/track-list';
import { listenTypeCopy } from '@/features/listen/utils/media-types';
import { toQueue, toQueueMedia } from '@/features/listen/utils/to-queue';
import { ShareMenu } from '@/features/share/components/share-menu';
import { usePatchCreatorFollow, usePublicCreator } from '@/features/public/api/get-public-creator';
import { usePublicMedia } from '@/features/public/api/get-public-media';
import { FeedLinks } from '@/features/public/components/feed-links';
import { PublicLikeButton } from '@/features/public/components/public-like-button';
import { PublicNotFound } from '@/features/public/components/public-not-found';
import { pageTitle, useDocumentTitle } from '@/features/public/hooks/use-document-title';
import { feedsForMedia } from '@/features/public/utils/feed-links';
import { startPoint, type StartPoint } from '@/features/public/utils/start-point';

function plural(n: number, one: string) {
  return `${formatCount(n)} ${n === 1 ? one : `${one}s`}`;
}

/**
 * useSharedStart starts a shared link's episode at its `?t=` once, as the page opens, when the
 * player is free (nothing playing, not already on this item). Browsers refuse to start sound
 * before the visitor has interacted with the site: the player then holds the episode paused at
 * that second (the bar shows it) and the page offers "Play from 1:30".
 */
function useSharedStart(media: MediaWithEpisodes, start: StartPoint | null) {
  const tried = React.useRef(false);
  React.useEffect(() => {
    if (tried.current || !start || start.seconds === null) return;
    tried.current = true;
    const state = player.getState();
    if (state.playing || state.media?._id === media._id) return;
    const queue = toQueue(media.episodes);
    const index = queue.findIndex((e) => e._id === start.episode._id);
    if (index >= 0) player.playQueue(toQueueMedia(media), queue, index, start.seconds);
  }, [media, start]);
}

function PublicMediaPage({ media }: { media: MediaWithEpisodes }) {
  const copy = listenTypeCopy(media.type);
  const episodes = media.episodes;
  const [params] = useSearchParams();
  const start = React.useMemo(
    () => startPoint(episodes, params.get('episode'), params.get('t')),
    [episodes, params],
  );
  const startAt = start?.seconds ?? null;
  const creator = usePublicCreator(media.artist._id);
  const patchFollow = usePatchCreatorFollow(media.artist._id);
  const isThisMedia = usePlayer((s) => s.media?._id === media._id);
  const playing = usePlayer((s) => s.playing) && isThisMedia;
  const positions = usePlayer((s) => s.positions);
  // Whether the player holds the shared episode at the shared second, not yet started.
  const heldAtStart = usePlayer(
    (s) =>
      startAt !== null &&
      s.media?._id === media._id &&
      s.queue[s.index]?._id === start?.episode._id &&
      Math.abs(s.currentTime - startAt) < 1,
  );

  const title =
    start?.named && start.episode.title && start.episode.title !== media.title
      ? `${start.episode.title} – ${media.title}`
      : media.title;
  useDocumentTitle(pageTitle(title, media.artist.name));
  useSharedStart(media, start);

  // Peaks measured since the episode started playing: the bar draws its waveform.
  React.useEffect(() => {
    if (isThisMedia) player.refreshPeaks(episodes);
  }, [episodes, isThisMedia]);

  const queue = React.useMemo(() => toQueue(episodes), [episodes]);
  const playEpisode = React.useCallback(
    (episodeId: string, at?: number) => {
      const index = queue.findIndex((e) => e._id === episodeId);
      if (index < 0) return;
      const state = player.getState();
      if (
        at === undefined &&
        state.media?._id === media._id &&
        state.queue[state.index]?._id === episodeId
      ) {
        player.toggle();
        return;
      }
      player.playQueue(toQueueMedia(media), queue, index, at);
    },
    [media, queue],
  );
  const playAt = (index: number) => {
    const episode = episodes[index];
    if (episode) playEpisode(episode._id);
  };

  // The main button: the shared second when the link has one, else where the listener stopped.
  const offerStart = startAt !== null && !playing && (!isThisMedia || heldAtStart);
  const started = episodes.findIndex(
    (e) => Boolean(e.streamUrl) && resumePoint(positions[e._id] ?? e.resumeAt, e.duration) > 0,
  );
  const firstPlayable = episodes.find((e) => Boolean(e.streamUrl));
  const mainEpisode = start?.episode ?? episodes[started] ?? firstPlayable;
  const mainLabel = offerStart
    ? `Play from ${formatDuration(Math.floor(startAt))}`
    : playing
      ? 'Pause'
      : isThisMedia || started >= 0
        ? 'Resume'
        : 'Play';
  const onMain = () => {
    if (offerStart && heldAtStart) player.play();
    else if (offerStart && start) playEpisode(start.episode._id, startAt);
    else if (isThisMedia) player.toggle();
    else if (mainEpisode) playEpisode(mainEpisode._id);
  };

  const facts = catalogFacts(media);
  const feeds = feedsForMedia(media, creator.data?.feeds ?? [], apiPaths.feeds.podcast);

  return (
    <div className="grid gap-8">
      <header className="flex flex-col gap-6 sm:flex-row sm:items-center">
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
          <p className="text-base font-medium">
            <Link
              to={paths.public.creator(media.artist._id)}
              className="rounded-sm text-stone-700 underline decoration-stone-300 underline-offset-4 hover:decoration-current focus-visible:ring-2 focus-visible:ring-ring"
            >
              {media.artist.name}
            </Link>
          </p>
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
              className="w-full min-w-32 rounded-full sm:w-auto"
              onClick={onMain}
              disabled={!mainEpisode}
            >
              {playing ? (
                <Pause className="size-5 fill-current" aria-hidden="true" />
              ) : (
                <Play className="size-5 fill-current" aria-hidden="true" />
              )}
              {mainLabel}
            </Button>
            <PublicLikeButton id={media._id} liked={Boolean(media.liked)} likes={media.likes} />
            <ShareMenu id={media._id} title={media.title} episodeCount={episodes.length} />
          </div>
          {offerStart && start && episodes.length > 1 ? (
            <p className="text-sm text-muted-foreground">Starts in “{start.episode.title}”.</p>
          ) : null}
          {creator.data ? (
            <FollowButton
              creatorId={creator.data.creator._id}
              creatorName={creator.data.creator.name}
              following={creator.data.creator.following}
              followers={creator.data.creator.followers}
              onSaved={patchFollow}
            />
          ) : null}
        </div>
      </header>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
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
          <FeedLinks feeds={feeds} />
        </MediaAbout>
      </div>
    </div>
  );
}

/** PublicMedia is /m/:id: an approved item's public page, playable without an account. */
export default function PublicMedia() {
  const { id = '' } = useParams();
  return (
    <ItemQueryView query={usePublicMedia(id)} notFound={<PublicNotFound what="item" />}>
      {(media) => <PublicMediaPage media={media} />}
    </ItemQueryView>
  );
}
