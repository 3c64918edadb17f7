import { describe, expect, it } from 'vitest';
import {
  episodeErrors,
  failedHeading,
  failureReasons,
  FEED_IMPORT_MESSAGES,
  feedUrlSchema,
  importedCount,
  importPercent,
  importPollInterval,
  importProgressLabel,
  importSummary,
  IMPORT_POLL_MS,
  isHttpUrl,
  toFeedImport,
  type FeedImport,
} from '@/features/creator/utils/feed-import';

const running = (done: number, total: number, status: FeedImport['status'] = 'importing') => ({
  status,
  done,
  total,
  errors: [],
});
const err = (title: string, reason: string, guid = '') => ({ title, guid, reason });

describe('the feed URL schema', () => {
  const check = (url: string) => feedUrlSchema.safeParse({ url });
  const message = (url: string) => check(url).error?.issues[0]?.message;

  it('takes http and https URLs, trimmed', () => {
    expect(check('https://example.com/feed.xml').success).toBe(true);
    expect(check('http://127.0.0.1:8080/podcast.rss').success).toBe(true);
    expect(check('  https://anchor.fm/s/abc/podcast/rss  ').data).toEqual({
      url: 'https://anchor.fm/s/abc/podcast/rss',
    });
  });

  it('asks for a URL when the field is empty', () => {
    expect(message('')).toBe(FEED_IMPORT_MESSAGES.urlRequired);
    expect(message('   ')).toBe(FEED_IMPORT_MESSAGES.urlRequired);
  });

  it('refuses what is not an http(s) URL, in the words the server would use', () => {
    for (const bad of ['example.com/feed.xml', 'not a url', 'https://', '//example.com/feed']) {
      expect(message(bad), bad).toBe(FEED_IMPORT_MESSAGES.urlInvalid);
    }
    for (const bad of ['ftp://example.com/feed.xml', 'file:///etc/passwd', 'javascript:alert(1)']) {
      expect(message(bad), bad).toBe(FEED_IMPORT_MESSAGES.urlNotHttp);
    }
    expect(message(`https://example.com/${'a'.repeat(2030)}`)).toBe(
      FEED_IMPORT_MESSAGES.urlTooLong,
    );
    expect(check(`https://example.com/${'a'.repeat(2020)}`).success).toBe(true);
    expect(isHttpUrl('HTTPS://EXAMPLE.COM/FEED')).toBe(true);
  });
});

describe('import progress', () => {
  it('polls every 1.5 s while the import runs, and stops once it ends', () => {
    expect(IMPORT_POLL_MS).toBe(1500);
    expect(importPollInterval({ status: 'fetching' })).toBe(1500);
    expect(importPollInterval({ status: 'importing' })).toBe(1500);
    expect(importPollInterval({ status: 'done' })).toBe(false);
    expect(importPollInterval({ status: 'failed' })).toBe(false);
    expect(importPollInterval(undefined)).toBe(false);
  });

  it('says the feed is being read until its episodes are counted, then how many are in', () => {
    expect(importProgressLabel(running(0, 0, 'fetching'))).toBe('Reading the feed...');
    expect(importProgressLabel(running(0, 0))).toBe('Reading the feed...');
    expect(importProgressLabel(running(12, 40))).toBe('Imported 12 of 40 episodes');
    expect(importProgressLabel(running(0, 1))).toBe('Imported 0 of 1 episode');
    expect(importProgressLabel(running(1250, 1300))).toBe('Imported 1,250 of 1,300 episodes');
    // Never more than the total.
    expect(importProgressLabel(running(41, 40))).toBe('Imported 40 of 40 episodes');
    // Those brought in: the tried ones less those that could not be imported (or the server's own
    // count), while the bar counts every one tried.
    const tried = { ...running(3, 4), errors: [err('Be Still', '404'), err('Lost', '404')] };
    expect(importProgressLabel(tried)).toBe('Imported 1 of 4 episodes');
    expect(importPercent(tried)).toBe(75);
    expect(importProgressLabel({ ...tried, imported: 2 })).toBe('Imported 2 of 4 episodes');
  });

  it('gives the share handled as a whole percent', () => {
    expect(importPercent(running(0, 0, 'fetching'))).toBe(0);
    expect(importPercent(running(12, 40))).toBe(30);
    expect(importPercent(running(2, 3))).toBe(66);
    expect(importPercent(running(50, 40))).toBe(100);
    expect(importPercent(running(3, 40, 'done'))).toBe(100);
  });

  it('counts the episodes brought in, less those it could not import', () => {
    const errors = [err('Episode 3', 'The audio file was not found (404)')];
    expect(importedCount({ done: 40, total: 40, errors })).toBe(39);
    expect(importSummary({ done: 40, total: 40, errors })).toBe('Imported 39 of 40 episodes.');
    expect(importSummary({ done: 1, total: 1, errors: [] })).toBe('Imported 1 of 1 episode.');
    expect(importedCount({ done: 0, total: 2, errors: [err('a', 'x'), err('b', 'y')] })).toBe(0);
    // The server's own count, when it gives one.
    expect(importedCount({ done: 40, total: 40, errors, imported: 37 })).toBe(37);
    expect(toFeedImport({ status: 'done', done: 2, total: 2, imported: 1 }).imported).toBe(1);
    expect(toFeedImport({ status: 'done', done: 2, total: 2 })).not.toHaveProperty('imported');
  });
});

describe('import errors', () => {
  it('keeps the errors about an episode apart from those about the feed', () => {
    const feed = err('', 'The feed could not be parsed');
    const byGuid = err('', 'No audio', 'urn:ep:7');
    const byTitle = err('Episode 2', 'Too large');
    expect(episodeErrors([feed, byGuid, byTitle])).toEqual([byGuid, byTitle]);
    expect(failedHeading(1)).toBe('1 episode could not be imported');
    expect(failedHeading(3)).toBe('3 episodes could not be imported');
  });

  it("gives a failed import's reasons, each once, or a sentence of its own when none came", () => {
    expect(
      failureReasons([
        err('', 'The feed answered 404'),
        err('', 'The feed answered 404'),
        err('Episode 1', 'Not audio'),
        err('', ''),
      ]),
    ).toEqual(['The feed answered 404', 'Episode 1: Not audio']);
    expect(failureReasons([])).toEqual([FEED_IMPORT_MESSAGES.failedFallback]);
  });
});

describe("the server's answer", () => {
  it('is read with defaults for what is missing or malformed', () => {
    expect(toFeedImport(undefined)).toEqual({
      status: 'fetching',
      done: 0,
      total: 0,
      errors: [],
      mediaId: '',
    });
    expect(
      toFeedImport({
        status: 'importing',
        done: 3,
        total: 7,
        errors: [{ title: 'Ep', guid: 'g', reason: 'r' }, null, { reason: 5 }],
        mediaId: 'm1',
      }),
    ).toEqual({
      status: 'importing',
      done: 3,
      total: 7,
      errors: [
        { title: 'Ep', guid: 'g', reason: 'r' },
        { title: '', guid: '', reason: '' },
        { title: '', guid: '', reason: '' },
      ],
      mediaId: 'm1',
    });
    expect(toFeedImport({ status: 'weird', done: -1, total: 'x', errors: null }).status).toBe(
      'fetching',
    );
  });
});
