import * as React from 'react';
import type { NowPlayingTrack } from '@/components/player/now-playing-bar';

let current: NowPlayingTrack | null = null;
const listeners = new Set<() => void>();

/** setCurrentTrack sets (or clears, with null) the track the now-playing bar shows. */
export function setCurrentTrack(track: NowPlayingTrack | null): void {
  current = track;
  listeners.forEach((notify) => notify());
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

const getSnapshot = () => current;

/** useCurrentTrack follows the current track; null while nothing plays. */
export function useCurrentTrack(): NowPlayingTrack | null {
  return React.useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
