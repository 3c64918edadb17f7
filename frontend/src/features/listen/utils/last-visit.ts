/**
 * The listener's last visit to /app/library, kept on this device (localStorage), one per
 * account. The device, not the server: "new since your last visit" is a hint about what this
 * screen has shown, so it needs no write to the server on each visit and no new column; the
 * price is that a visit on the phone does not clear what is new on the laptop.
 */
const KEY_PREFIX = 'selah.library.lastVisit.';

/** FIRST_VISIT_WINDOW_MS: on a first visit, what was published in the last week counts as new. */
export const FIRST_VISIT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** LastVisit is what "new" is measured from: the last visit, or a week ago on a first one. */
export interface LastVisit {
  /** since: ms since the epoch */
  since: number;
  first: boolean;
}

/**
 * takeLastVisit reads the account's last visit and records `now` as the new one; with none
 * stored (or one it cannot use), a first visit: a week before now.
 */
export function takeLastVisit(
  userId: string,
  now = Date.now(),
  store: Storage = localStorage,
): LastVisit {
  const key = KEY_PREFIX + userId;
  let last = NaN;
  try {
    last = Number(store.getItem(key) ?? NaN);
    store.setItem(key, String(now));
  } catch {
    // Storage refused (private mode, quota): every visit is a first one.
  }
  return Number.isFinite(last) && last > 0 && last <= now
    ? { since: last, first: false }
    : { since: now - FIRST_VISIT_WINDOW_MS, first: true };
}

/** publishedSince keeps the items created after `since` (ms since the epoch). */
export function publishedSince<T extends { createdAt: string }>(items: T[], since: number): T[] {
  return items.filter((item) => {
    const at = Date.parse(item.createdAt);
    return Number.isFinite(at) && at > since;
  });
}
