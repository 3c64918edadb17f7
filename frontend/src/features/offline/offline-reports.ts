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

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * reportPlayOrKeep is the player's play report: sent now, or kept for later when there is no
 * connection (so the player does not send it again itself: it is sent once, from the queue).
 * An answer refusing it is the player's to handle, as before.
 */
export async function reportPlayOrKeep(episodeId: string, position: number): Promise<boolean> {
  if (offline()) {
    reportQueue.keepPlay(episodeId, position);
    return false;
  }
  try {
    return await reportPlay(episodeId, position);
  } catch (error) {
    if (verdictOf(error) !== 'failed' || isApiError(error)) throw error;
    reportQueue.keepPlay(episodeId, position);
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
    reportQueue.keepPosition(episodeId, position);
    return;
  }
  try {
    await savePosition(episodeId, position, options);
  } catch (error) {
    if (isApiError(error)) throw error;
    reportQueue.keepPosition(episodeId, position);
  }
}

/**
 * watchConnection sends what was kept at app start, when the connection returns, and when the
 * account changes (a sign-in sends that account's reports).
 */
export function watchConnection() {
  const flush = () => {
    if (!offline()) void reportQueue.flush();
  };
  window.addEventListener('online', flush);
  userPb.authStore.onChange(flush);
  flush();
}
