/**
 * The up-next queue: episodes the listener asked for with "Play next" or "Add to queue",
 * possibly of other items than the one playing. Pure functions over an immutable list, so the
 * rules are tested without a player; player-store.ts keeps the list in its state.
 *
 * Rules: "Play next" puts an entry first; "Add to queue" puts it last; an episode is queued
 * once (queuing it again moves it). At the end of an episode the first entry plays and leaves
 * the queue; with the queue empty the item's next episode plays, as before. "Previous" does
 * not go back into the queue: it restarts the episode, or plays the item's episode before
 * (player-store.ts).
 */
import type { QueueEpisode, QueueMedia } from '@/components/player/player-store';

/** UpNextEntry is one queued episode with the item it belongs to. */
export interface UpNextEntry {
  media: QueueMedia;
  episode: QueueEpisode;
}

const without = (list: readonly UpNextEntry[], episodeId: string) =>
  list.filter((e) => e.episode._id !== episodeId);

/** addToQueue puts entries at the end (an entry already queued moves there). */
export function addToQueue(list: readonly UpNextEntry[], entries: UpNextEntry[]): UpNextEntry[] {
  const ids = new Set(entries.map((e) => e.episode._id));
  return [...list.filter((e) => !ids.has(e.episode._id)), ...entries];
}

/** playNext puts entries first, in their order (an entry already queued moves there). */
export function playNext(list: readonly UpNextEntry[], entries: UpNextEntry[]): UpNextEntry[] {
  const ids = new Set(entries.map((e) => e.episode._id));
  return [...entries, ...list.filter((e) => !ids.has(e.episode._id))];
}

/** removeFromQueue takes an episode out. */
export function removeFromQueue(list: readonly UpNextEntry[], episodeId: string): UpNextEntry[] {
  return without(list, episodeId);
}

/** moveInQueue moves the entry at `from` to `to` (clamped to the list); out of range: unchanged. */
export function moveInQueue(list: readonly UpNextEntry[], from: number, to: number): UpNextEntry[] {
  if (from < 0 || from >= list.length) return [...list];
  const target = Math.min(Math.max(0, to), list.length - 1);
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as UpNextEntry);
  return next;
}

/** advance is what plays at the end of an episode: the first entry, and the queue after it. */
export function advance(list: readonly UpNextEntry[]): {
  next: UpNextEntry | null;
  rest: UpNextEntry[];
} {
  const [next, ...rest] = list;
  return { next: next ?? null, rest };
}
