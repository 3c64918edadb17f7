// A podcast on "another host" for the import journeys: a small HTTP server on 127.0.0.1 (node's
// http module, a free port) that serves an RSS feed, its cover and its episodes' enclosures. The
// server under test fetches it because the e2e harness starts it with
// SELAH_IMPORT_ALLOW_PRIVATE=true (e2e/server.ts).
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { png } from './media-files';

/** A real MP3 (2 s, 32 kbps mono) from the Go audio tests' fixtures. */
export const mp3 = readFileSync(resolve(process.cwd(), '../internal/audio/testdata/cbr.mp3'));

export interface FeedEpisode {
  title: string;
  guid: string;
  /** pubDate: an RFC 822 date, as RSS writes it. */
  pubDate: string;
  /** broken: the enclosure answers 404. */
  broken?: boolean;
  /** held: the enclosure answers only once `release()` is called (to see the import half-way). */
  held?: boolean;
}

export interface FeedServer {
  /** origin: http://127.0.0.1:{port} */
  origin: string;
  /** feedURL: the RSS feed. */
  feedURL: string;
  /** pageURL: an HTML page, not a feed (an import of it fails). */
  pageURL: string;
  /** requests: every path asked for, in order. */
  requests: string[];
  /** release answers the held enclosures. */
  release: () => void;
  close: () => Promise<void>;
}

const escapeXML = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function rss(origin: string, title: string, episodes: FeedEpisode[]): string {
  const items = episodes
    .map(
      (e, i) => `
    <item>
      <title>${escapeXML(e.title)}</title>
      <description>${escapeXML(`${e.title}: a word for the week.`)}</description>
      <guid isPermaLink="false">${escapeXML(e.guid)}</guid>
      <pubDate>${e.pubDate}</pubDate>
      <itunes:episode>${i + 1}</itunes:episode>
      <enclosure url="${origin}/audio/${i + 1}.mp3" length="${mp3.length}" type="audio/mpeg"/>
    </item>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
  <channel>
    <title>${escapeXML(title)}</title>
    <link>${origin}/</link>
    <description>Short devotions for the start of the day, recorded in a small church.</description>
    <language>en-us</language>
    <itunes:author>Esther Importer</itunes:author>
    <itunes:image href="${origin}/cover.png"/>
    <itunes:category text="Religion &amp; Spirituality"/>${items}
  </channel>
</rss>
`;
}

/** startFeedServer serves one podcast's feed with `episodes` (listed newest first, as feeds do). */
export async function startFeedServer(title: string, episodes: FeedEpisode[]): Promise<FeedServer> {
  const requests: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((ok) => (release = ok));
  let origin = '';

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    requests.push(path);
    if (path === '/feed.xml') {
      res.writeHead(200, { 'Content-Type': 'application/rss+xml; charset=utf-8' });
      res.end(rss(origin, title, episodes));
      return;
    }
    if (path === '/cover.png') {
      res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': png.length });
      res.end(png);
      return;
    }
    if (path === '/page.html') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Our church</title><h1>Welcome</h1>');
      return;
    }
    const audio = /^\/audio\/(\d+)\.mp3$/.exec(path);
    const episode = audio ? episodes[Number(audio[1]) - 1] : undefined;
    if (episode && !episode.broken) {
      if (episode.held) await released;
      res.writeHead(200, { 'Content-Type': 'audio/mpeg', 'Content-Length': mp3.length });
      res.end(req.method === 'HEAD' ? undefined : mp3);
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('Not found');
  };

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    feedURL: `${origin}/feed.xml`,
    pageURL: `${origin}/page.html`,
    requests,
    release,
    close: () =>
      new Promise<void>((ok) => {
        release();
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
