// Our feeds as podcast apps and directories read them: podcast-partytime
// (the Podcast Index's parser) and rss-parser (what many podcast tools use),
// from Node. Every feed kind the server serves: today the podcast feed
// (routes/feeds.go; API.md "Feeds"). The server runs with no SELAH_APP_URL,
// so every link must follow the host the feed was fetched from.
import { request as httpRequest } from 'node:http';
import { parseFeed } from 'podcast-partytime';
import Parser from 'rss-parser';
import {
  type Account,
  type EpisodeFile,
  baseURL,
  setStatusAsAdmin,
  sharedCreator,
  uploadMedia,
} from './clients';
import { expect, test } from './fixtures';
import { wav } from './media-files';

/** GET url from our server with another Host header (as behind a domain name). */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { Host: host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** What one parser understood of a feed, in the terms the checks use. */
interface Read {
  title: string | undefined;
  guid: string | undefined;
  ownerEmail: string | undefined;
  lockedOwner: string | undefined;
  items: Array<{ title: string | undefined; url: string; length: number; type: string }>;
}

function readWithPartytime(xml: string): Read {
  const feed = parseFeed(xml, { allowMissingGuid: true });
  expect(feed, 'podcast-partytime parses the feed').not.toBeNull();
  return {
    title: feed!.title,
    guid: feed!.guid,
    ownerEmail: feed!.owner?.email,
    lockedOwner: feed!.podcastOwner,
    items: feed!.items.map((it) => ({
      title: it.title,
      url: it.enclosure?.url,
      length: Number(it.enclosure?.length),
      type: it.enclosure?.type,
    })),
  };
}

type RssCustom = {
  'podcast:guid'?: string;
  podcastLocked?: Array<{ _?: string; $?: { owner?: string } } | string>;
};

async function readWithRssParser(xml: string): Promise<Read> {
  const parser = new Parser<RssCustom>({
    customFields: {
      feed: ['podcast:guid', ['podcast:locked', 'podcastLocked', { keepArray: true }]] as never,
    },
  });
  const feed = await parser.parseString(xml);
  const locked = feed.podcastLocked?.[0];
  return {
    title: feed.title,
    guid: feed['podcast:guid'],
    ownerEmail: feed.itunes?.owner?.email,
    lockedOwner: typeof locked === 'object' ? locked.$?.owner : undefined,
    items: feed.items.map((it) => ({
      title: it.title,
      url: it.enclosure?.url ?? '',
      length: Number(it.enclosure?.length),
      type: it.enclosure?.type ?? '',
    })),
  };
}

/** An approved podcast of the creator with these episodes. */
async function approvedPodcast(
  creator: Account,
  title: string,
  episodes: EpisodeFile[],
  ownerEmail: string,
) {
  // The owner email a creator chooses to publish (Spotify verifies with it);
  // an account's own email is never put in a public feed.
  const media = await uploadMedia(creator, title, episodes, 'podcast', { ownerEmail });
  await setStatusAsAdmin(media._id, 'active');
  return media;
}

/**
 * Checks what each parser reads of the feed at path against what the
 * server holds: the show, one item per approved episode with an enclosure
 * that answers with its bytes, a stable podcast:guid, the owner.
 */
async function checkFeed(
  path: string,
  want: { title: string; episodes: EpisodeFile[]; ownerEmail: string },
) {
  const url = `${baseURL()}${path}`;
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
  const xml = await res.text();
  const host = new URL(url).host;

  const reads: Array<[string, Read]> = [
    ['podcast-partytime', readWithPartytime(xml)],
    ['rss-parser', await readWithRssParser(xml)],
  ];
  let guid: string | undefined;
  for (const [parser, read] of reads) {
    expect(read.title, `${parser}: title`).toBe(want.title);
    expect(read.items.map((i) => i.title).sort(), `${parser}: one item per episode`).toEqual(
      want.episodes.map((e) => e.title).sort(),
    );
    expect(read.guid, `${parser}: podcast:guid`).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    guid ??= read.guid;
    expect(read.guid, `${parser}: the same podcast:guid`).toBe(guid);
    for (const item of read.items) {
      const enclosure = new URL(item.url);
      expect(enclosure.host, `${parser}: the enclosure is on the host the feed came from`).toBe(
        host,
      );
      const file = want.episodes.find((e) => e.title === item.title)!;
      expect(item.length, `${parser}: enclosure length of ${item.title}`).toBe(file.audio.length);
      expect(item.type, `${parser}: enclosure type of ${item.title}`).toMatch(/^audio\//);
    }
    // Spotify and Podcast Index read the owner from itunes:owner and podcast:locked.
    expect(read.ownerEmail, `${parser}: itunes:owner email`).toBe(want.ownerEmail);
    expect(read.lockedOwner, `${parser}: podcast:locked owner`).toBe(want.ownerEmail);
  }

  // Each enclosure answers with the audio: whole (200) and in part (206),
  // with the type the feed announced.
  for (const item of reads[0][1].items) {
    const whole = await fetch(item.url);
    expect(whole.status, `GET ${item.url}`).toBe(200);
    expect(whole.headers.get('content-type')).toBe(item.type);
    const bytes = Buffer.from(await whole.arrayBuffer());
    const file = want.episodes.find((e) => e.title === item.title)!;
    expect(bytes.equals(file.audio), `the bytes of ${item.title}`).toBe(true);

    const part = await fetch(item.url, { headers: { Range: 'bytes=0-43' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe(item.type);
    expect(part.headers.get('content-range')).toBe(`bytes 0-43/${file.audio.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(file.audio.subarray(0, 44))).toBe(true);
  }

  // Behind another name, every link follows that name; the guid stays.
  const other = await getWithHost(url, 'podcasts.example.org');
  expect(other.status).toBe(200);
  const elsewhere = readWithPartytime(other.body);
  expect(elsewhere.guid).toBe(guid);
  for (const item of elsewhere.items) expect(new URL(item.url).host).toBe('podcasts.example.org');
}

test('podcast apps read the podcast feed: show, episodes, enclosures that play, guid and owner', async () => {
  const creator = await sharedCreator();
  const title = `Psalms for the Road ${Date.now()}`;
  const episodes: EpisodeFile[] = [
    { title: 'Psalm 121', audio: wav(2), filename: 'psalm-121.wav' },
    { title: 'Psalm 122', audio: wav(3), filename: 'psalm-122.wav' },
  ];
  const ownerEmail = 'shows@church.example';
  const media = await approvedPodcast(creator, title, episodes, ownerEmail);
  await checkFeed(`/api/feeds/podcasts/${media._id}.xml`, { title, episodes, ownerEmail });
});

test('a podcast that is not approved has no feed', async () => {
  const creator = await sharedCreator();
  const media = await uploadMedia(creator, `Not Yet ${Date.now()}`);
  const res = await fetch(`${baseURL()}/api/feeds/podcasts/${media._id}.xml`);
  expect(res.status).toBe(404);
});
