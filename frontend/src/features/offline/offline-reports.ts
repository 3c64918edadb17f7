import { isApiError } from '@/lib/api';
import { userPb } from '@/lib/pocketbase';
import type { SaveOptions } from '@/components/player/position-saver';
import { reportPlay, savePosition } from '@/components/player/player-api';
import {
  createReportQueue,
  type KeptReport,
  type SendResult,
} from '@/features/offline/report-queue';

/**
 * verdictOf sorts a failed send: no answer (offline, a dropped connection), a 401 (signed out
 * meanwhile), a 408, a 429 or a 5xx is worth sending again; any other refusal (the episode is
 * gone, 404) never will be.
 */
export function verdictOf(error: unknown): SendResult {
  if (!isApiError(error)) return 'failed';
  const s = error.status;
  return s === 401 || s === 408 || s === 429 || s >= 500 ? 'failed' : 'refused';
}

async function sendKept(report: KeptReport): Promise<SendResult> {
  try {
    if (report.kind === 'play') await reportPlay(report.episodeId, report.position);
    else await savePosition(report.episodeId, report.position);
    return 'sent';
  } catch (error) {
    return verdictOf(error);
  }
}

function webLock<T>(fn: () => Promise<T>): Promise<T> {
  return navigator.locks.request('selah.offline.reports', fn) as Promise<T>;
}

/** reportQueue is the app's queue of reports made offline (report-queue.ts). */
export const reportQueue = createReportQueue({
  storage: localStorage,
  account: () => userPb.authStore.record?.id ?? '',
  send: sendKept,
  exclusive: typeof navigator !== 'undefined' && navigator.locks ? webLock : undefined,
});

/** REPORT_WENT_THROUGH: an event on window when a report reached the server (the way is open). */
const REPORT_WENT_THROUGH = 'selah:report-went-through';

function wentThrough() {
  if (reportQueue.kept().length > 0) window.dispatchEvent(new Event(REPORT_WENT_THROUGH));
}

/**
 * keep keeps a report for later, and makes sure something will send it (a guest's player on a
 * public page runs without the signed-in app that starts watchConnection).
 */
function keep(kind: 'play' | 'position', episodeId: string, position: number) {
  if (kind === 'play') reportQueue.keepPlay(episodeId, position);
  else reportQueue.keepPosition(episodeId, position);
  watchConnection();
}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * reportPlayOrKeep is the player's play report: sent now, or kept for later when there is no
 * connection (so the player does not send it again itself: it is sent once, from the queue).
 * An answer refusing it is the player's to handle, as before.
 */
export async function reportPlayOrKeep(episodeId: string, position: number): Promise<boolean> {
  if (offline()) {
    keep('play', episodeId, position);
    return false;
  }
  try {
    const counted = await reportPlay(episodeId, position);
    wentThrough();
    return counted;
  } catch (error) {
    if (verdictOf(error) !== 'failed' || isApiError(error)) throw error;
    keep('play', episodeId, position);
    return false;
  }
}

/** savePositionOrKeep is the player's position save: sent now, or kept while offline. */
export async function savePositionOrKeep(
  episodeId: string,
  position: number,
  options?: SaveOptions,
): Promise<void> {
  if (offline()) {
    keep('position', episodeId, position);
    return;
  }
  try {
    await savePosition(episodeId, position, options);
    wentThrough();
  } catch (error) {
    if (isApiError(error)) throw error;
    keep('position', episodeId, position);
  }
}

/**
 * RETRY_KEPT_MS: while reports are kept, how often they are tried again: the browser may not
 * say when the connection returns (navigator.onLine stays true on a network with no way out).
 */
export const RETRY_KEPT_MS = 20_000;

/**
 * watchConnection sends what was kept at app start, when the connection returns (the `online`
 * event, or a report that went through), every RETRY_KEPT_MS while some wait, and when the
 * account changes (a sign-in sends that account's reports).
 */
export function watchConnection() {
  if (watching.has(window)) return;
  watching.add(window);
  const account = () => userPb.authStore.record?.id ?? '';
  const flush = () => {
    if (offline()) return;
    if (reportQueue.kept().some((r) => r.account === account())) void reportQueue.flush();
  };
  window.addEventListener('online', flush);
  window.addEventListener(REPORT_WENT_THROUGH, flush);
  userPb.authStore.onChange(flush);
  setInterval(flush, RETRY_KEPT_MS);
  flush();
}

/** watching: the pages (windows) watchConnection runs in (once each). */
const watching = new WeakSet<Window>();
