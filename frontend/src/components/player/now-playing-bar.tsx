/** NowPlayingTrack is what the bar shows; the player feature will fill it. */
export interface NowPlayingTrack {
  title: string;
  artist?: string;
  coverArt?: string;
}

/**
 * NowPlayingBar is the slot for the bottom player bar. With no current track it renders
 * nothing (nothing plays yet).
 */
export function NowPlayingBar({ track = null }: { track?: NowPlayingTrack | null }) {
  if (!track) return null;
  return (
    <div className="flex h-20 items-center gap-4 px-4 sm:px-6">
      {track.coverArt ? (
        <img src={track.coverArt} alt="" className="size-12 rounded-md object-cover" />
      ) : (
        <div className="size-12 rounded-md bg-muted" aria-hidden="true" />
      )}
      <div className="min-w-0">
        <p className="truncate font-medium">{track.title}</p>
        {track.artist ? (
          <p className="truncate text-sm text-muted-foreground">{track.artist}</p>
        ) : null}
      </div>
    </div>
  );
}
