import { describe, expect, it } from 'vitest';
import {
  createReportQueue,
  QUEUE_KEY,
  type KeptReport,
  type SendResult,
} from '@/features/offline/report-queue';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

/** setup is a queue whose server answers each send with the next of `answers` ('sent' after). */
function setup(answers: SendResult[] = [], who = 'u1') {
  const storage = memoryStorage();
  const sent: KeptReport[] = [];
  let account = who;
  const queue = createReportQueue({
    storage,
    account: () => account,
    send: async (r) => {
      sent.push(r);
      return answers.shift() ?? 'sent';
    },
  });
  return { storage, sent, queue, signIn: (id: string) => (account = id) };
}

describe('report queue', () => {
  it('sends each kept play and position once, in order, and nothing on the next flush', async () => {
    const { queue, sent } = setup();
    queue.keepPlay('ep1', 31);
    queue.keepPosition('ep1', 40);
    queue.keepPlay('ep2', 60);
    expect(await queue.flush()).toEqual({ sent: 3, refused: 0, left: 0 });
    expect(sent.map((r) => [r.kind, r.episodeId, r.position])).toEqual([
      ['play', 'ep1', 31],
      ['position', 'ep1', 40],
      ['play', 'ep2', 60],
    ]);
    expect(await queue.flush()).toEqual({ sent: 0, refused: 0, left: 0 });
    expect(sent).toHaveLength(3);
    expect(queue.kept()).toEqual([]);
  });

  it('keeps a report whose send failed, and what follows it, for the next flush', async () => {
    const { queue, sent } = setup(['sent', 'failed']);
    queue.keepPlay('ep1', 31);
    queue.keepPlay('ep2', 31);
    queue.keepPlay('ep3', 31);
    expect(await queue.flush()).toEqual({ sent: 1, refused: 0, left: 2 });
    expect(queue.kept().map((r) => r.episodeId)).toEqual(['ep2', 'ep3']);
    expect(await queue.flush()).toEqual({ sent: 2, refused: 0, left: 0 });
    expect(sent.map((r) => r.episodeId)).toEqual(['ep1', 'ep2', 'ep2', 'ep3']);
  });

  it('drops a report the server refused for good, and goes on', async () => {
    const { queue } = setup(['refused']);
    queue.keepPlay('gone', 31);
    queue.keepPlay('ep2', 31);
    expect(await queue.flush()).toEqual({ sent: 1, refused: 1, left: 0 });
    expect(queue.kept()).toEqual([]);
  });

  it('counts a send that throws as failed', async () => {
    const storage = memoryStorage();
    const queue = createReportQueue({
      storage,
      account: () => 'u1',
      send: () => Promise.reject(new Error('offline')),
    });
    queue.keepPlay('ep1', 31);
    expect(await queue.flush()).toEqual({ sent: 0, refused: 0, left: 1 });
    expect(queue.kept()).toHaveLength(1);
  });

  it('keeps only the last position of an episode, but every play', async () => {
    const { queue, sent } = setup();
    queue.keepPosition('ep1', 10);
    queue.keepPlay('ep1', 31);
    queue.keepPosition('ep1', 20);
    queue.keepPosition('ep2', 5);
    queue.keepPlay('ep1', 35);
    await queue.flush();
    expect(sent.map((r) => [r.kind, r.episodeId, r.position])).toEqual([
      ['play', 'ep1', 31],
      ['position', 'ep1', 20],
      ['position', 'ep2', 5],
      ['play', 'ep1', 35],
    ]);
  });

  it("sends only the signed-in account's reports; another's wait for them", async () => {
    const { queue, sent, signIn } = setup([], 'alice');
    queue.keepPlay('ep1', 31);
    signIn('bob');
    queue.keepPlay('ep2', 31);
    expect(await queue.flush()).toEqual({ sent: 1, refused: 0, left: 0 });
    expect(sent.map((r) => [r.account, r.episodeId])).toEqual([['bob', 'ep2']]);
    signIn('alice');
    await queue.flush();
    expect(sent.map((r) => [r.account, r.episodeId])).toEqual([
      ['bob', 'ep2'],
      ['alice', 'ep1'],
    ]);
  });

  it('sends a report once when two flushes start together', async () => {
    const { queue, sent } = setup();
    queue.keepPlay('ep1', 31);
    queue.keepPosition('ep1', 31);
    const [a, b] = await Promise.all([queue.flush(), queue.flush()]);
    expect(a.sent + b.sent).toBe(2);
    expect(sent).toHaveLength(2);
  });

  it('keeps a report made during a flush for the next one', async () => {
    const storage = memoryStorage();
    const sent: string[] = [];
    const queue = createReportQueue({
      storage,
      account: () => 'u1',
      send: async (r) => {
        sent.push(r.episodeId);
        if (r.episodeId === 'ep1') queue.keepPlay('late', 31);
        return 'sent';
      },
    });
    queue.keepPlay('ep1', 31);
    await queue.flush();
    expect(queue.kept().map((r) => r.episodeId)).toEqual(['late']);
    await queue.flush();
    expect(sent).toEqual(['ep1', 'late']);
  });

  it('survives a page reload (the queue is in storage) and ignores what is not a report', async () => {
    const storage = memoryStorage();
    const first = createReportQueue({ storage, account: () => 'u1', send: async () => 'failed' });
    first.keepPlay('ep1', 31);
    const kept = JSON.parse(storage.getItem(QUEUE_KEY) ?? '[]') as unknown[];
    storage.setItem(QUEUE_KEY, JSON.stringify([...kept, { kind: 'play' }, 'junk', null]));
    const sent: string[] = [];
    const second = createReportQueue({
      storage,
      account: () => 'u1',
      send: async (r) => {
        sent.push(r.episodeId);
        return 'sent';
      },
    });
    expect(await second.flush()).toEqual({ sent: 1, refused: 0, left: 0 });
    expect(sent).toEqual(['ep1']);
    storage.setItem(QUEUE_KEY, '{not json');
    expect(second.kept()).toEqual([]);
  });
});
