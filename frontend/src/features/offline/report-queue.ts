/**
 * The offline report queue: plays and positions the player could not send (no connection)
 * are kept on the device and sent when the connection returns (the `online` event, and at app
 * start), each once. Kept in localStorage (a few small JSON entries, written synchronously, so
 * nothing is lost if the page goes away right after); a flush holds a Web Lock so two tabs
 * never send the same entry, and an entry leaves the queue only once the server answered it.
 */

/** KeptReport is one report waiting for the connection. */
export type KeptReport =
  | { id: string; kind: 'play'; account: string; episodeId: string; position: number; at: number }
  | {
      id: string;
      kind: 'position';
      account: string;
      episodeId: string;
      position: number;
      at: number;
    };

/** Verdict: what the server said of one report. */
export type SendResult = 'sent' | 'refused' | 'failed';

export interface ReportQueueDeps {
  /** storage holds the queue (localStorage in the app). */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** account is the signed-in account's id ('' for a guest): each sends only its own. */
  account: () => string;
  /** send sends one report: 'sent' (answered), 'refused' (answered no, for good), 'failed'. */
  send: (report: KeptReport) => Promise<SendResult>;
  /** exclusive runs fn alone across the tabs of this origin (a Web Lock); in-process without. */
  exclusive?: <T>(fn: () => Promise<T>) => Promise<T>;
  now?: () => number;
}

export const QUEUE_KEY = 'selah.offline.reports';

/** MAX_KEPT bounds the queue: a week offline of a busy listener, not a runaway page. */
export const MAX_KEPT = 500;

export interface FlushResult {
  sent: number;
  refused: number;
  /** left: this account's reports still kept (a send failed). */
  left: number;
}

export interface ReportQueue {
  keepPlay: (episodeId: string, position: number) => void;
  keepPosition: (episodeId: string, position: number) => void;
  /** kept: every report waiting, of every account. */
  kept: () => KeptReport[];
  /** flush sends the signed-in account's reports in order; it stops at the first failure. */
  flush: () => Promise<FlushResult>;
}

function isReport(v: unknown): v is KeptReport {
  if (!v || typeof v !== 'object') return false;
  const r = v as Record<string, unknown>;
  return (
    typeof r.id === 'string' &&
    (r.kind === 'play' || r.kind === 'position') &&
    typeof r.account === 'string' &&
    typeof r.episodeId === 'string' &&
    typeof r.position === 'number' &&
    Number.isFinite(r.position)
  );
}

export function createReportQueue({
  storage,
  account,
  send,
  exclusive,
  now = Date.now,
}: ReportQueueDeps): ReportQueue {
  let seq = 0;
  // Without Web Locks (tests, old browsers): one flush at a time in this page.
  let running: Promise<unknown> = Promise.resolve();
  const alone =
    exclusive ??
    (<T>(fn: () => Promise<T>) => {
      const next = running.then(fn, fn);
      running = next.catch(() => undefined);
      return next;
    });

  function read(): KeptReport[] {
    try {
      const raw = JSON.parse(storage.getItem(QUEUE_KEY) ?? '[]') as unknown;
      return Array.isArray(raw) ? raw.filter(isReport) : [];
    } catch {
      return [];
    }
  }

  function write(reports: KeptReport[]) {
    try {
      storage.setItem(QUEUE_KEY, JSON.stringify(reports.slice(-MAX_KEPT)));
    } catch {
      // storage full or off: the report is lost, as it would have been without the queue
    }
  }

  function newId() {
    seq += 1;
    return `${now().toString(36)}-${seq}-${Math.random().toString(36).slice(2, 8)}`;
  }

  function keep(kind: KeptReport['kind'], episodeId: string, position: number) {
    const who = account();
    let reports = read();
    // Only the last position of an episode matters; plays are each kept.
    if (kind === 'position')
      reports = reports.filter(
        (r) => !(r.kind === 'position' && r.account === who && r.episodeId === episodeId),
      );
    reports.push({ id: newId(), kind, account: who, episodeId, position, at: now() });
    write(reports);
  }

  function drop(id: string) {
    write(read().filter((r) => r.id !== id));
  }

  return {
    keepPlay: (episodeId, position) => keep('play', episodeId, position),
    keepPosition: (episodeId, position) => keep('position', episodeId, position),
    kept: read,
    flush: () =>
      alone(async () => {
        const who = account();
        const result: FlushResult = { sent: 0, refused: 0, left: 0 };
        const mine = read().filter((r) => r.account === who);
        for (let i = 0; i < mine.length; i++) {
          const report = mine[i];
          const verdict = await send(report).catch((): SendResult => 'failed');
          if (verdict === 'failed') {
            result.left = mine.length - i;
            break;
          }
          drop(report.id);
          result[verdict === 'sent' ? 'sent' : 'refused'] += 1;
        }
        return result;
      }),
  };
}
