import * as React from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { apiPaths, paths } from '@/config/paths';
import { formatDuration } from '@/lib/format';
import { catalogFacts } from '@/lib/media-facts';
import { FollowButton } from '@/components/follow/follow-button';
import { ItemQueryView } from '@/components/item-query-view';
import { LikeButton } from '@/components/like/like-button';
import { MediaAbout } from '@/components/media-about';
import { EpisodesSection } from '@/components/media-page/episodes-section';
import { MediaHero, PlayButton } from '@/components/media-page/media-hero';
import { useItemPlayback } from '@/components/media-page/use-item-playback';
import { player, usePlayer } from '@/components/player/player-store';
import { toQueue, toQueueMedia } from '@/components/player/to-queue';
import type { MediaWithEpisodes } from '@/types/media';
import { usePatchCreatorFollow, usePublicCreator } from '@/features/public/api/get-public-creator';
import { usePublicMedia } from '@/features/public/api/get-public-media';
import { publicKeys } from '@/features/public/api/keys';
import { FeedLinks } from '@/features/public/components/feed-links';
import { PublicNotFound } from '@/features/public/components/public-not-found';
import { pageTitle, useDocumentTitle } from '@/features/public/hooks/use-document-title';
import { feedsForMedia } from '@/features/public/utils/feed-links';
import { startPoint, type StartPoint } from '@/features/public/utils/start-point';

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
  const episodes = media.episodes;
  const [params] = useSearchParams();
  const start = React.useMemo(
    () => startPoint(episodes, params.get('episode'), params.get('t')),
    [episodes, params],
  );
  const startAt = start?.seconds ?? null;
  const creator = usePublicCreator(media.artist._id);
  const patchFollow = usePatchCreatorFollow(media.artist._id);
  const { isThisMedia, playing, playEpisode, playAt, resumeEpisode, resumeLabel, resume } =
    useItemPlayback(media);
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

  // The main button: the shared second when the link has one, else where the listener stopped.
  const offerStart = startAt !== null && !playing && (!isThisMedia || heldAtStart);
  const mainEpisode = start?.episode ?? resumeEpisode;
  const mainLabel = offerStart ? `Play from ${formatDuration(Math.floor(startAt))}` : resumeLabel;
  const onMain = () => {
    if (offerStart && heldAtStart) player.play();
    else if (offerStart && start) playEpisode(start.episode._id, startAt);
    else resume(mainEpisode);
  };

  const facts = catalogFacts(media);
  const feeds = feedsForMedia(media, creator.data?.feeds ?? [], apiPaths.feeds.podcast);

  return (
    <div className="grid gap-8">
      <MediaHero
        media={media}
        className="sm:items-center"
        byline={
          <p className="text-base font-medium">
            <Link
              to={paths.public.creator(media.artist._id)}
              className="rounded-sm text-stone-700 underline decoration-stone-300 underline-offset-4 hover:decoration-current focus-visible:ring-2 focus-visible:ring-ring"
            >
              {media.artist.name}
            </Link>
          </p>
        }
        actions={
          <>
            <PlayButton
              playing={playing}
              label={mainLabel}
              onClick={onMain}
              disabled={!mainEpisode}
              className="w-full min-w-32 rounded-full sm:w-auto"
            />
            <LikeButton
              id={media._id}
              liked={Boolean(media.liked)}
              likes={media.likes}
              cacheKey={publicKeys.media(media._id, true)}
              signInToLike
            />
          </>
        }
      >
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
      </MediaHero>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <EpisodesSection media={media} onPlay={playAt} onPlayAt={playEpisode} />
        <MediaAbout description={media.description} facts={facts}>
          <FeedLinks feeds={feeds} />
        </MediaAbout>
      </div>
    </div>
  );
}

/** PublicMediaView: an approved item's public page, playable without an account. */
export function PublicMediaView({ id }: { id: string }) {
  return (
    <ItemQueryView query={usePublicMedia(id)} notFound={<PublicNotFound what="item" />}>
      {(media) => <PublicMediaPage media={media} />}
    </ItemQueryView>
  );
}
