// Usage: node check.mjs FEED.xml
// Parses a podcast feed with rss-parser (itunes fields included, plus the
// Podcasting 2.0 tags as custom fields) and prints what it read as JSON; the
// Go test compares it with what the server meant. Exits 1 if the feed does
// not parse.
import { readFile } from 'node:fs/promises';
import Parser from 'rss-parser';

const file = process.argv[2];
if (!file) {
  console.error('usage: node check.mjs FEED.xml');
  process.exit(2);
}

const parser = new Parser({
  customFields: {
    // keepArray: the element as xml2js read it, attributes ($) included.
    feed: [
      'podcast:guid',
      ['podcast:locked', 'podcastLocked', { keepArray: true }],
      'language',
      'lastBuildDate',
    ],
    item: [['itunes:duration', 'duration']],
  },
});

try {
  const feed = await parser.parseString(await readFile(file, 'utf8'));
  const out = {
    title: feed.title,
    description: feed.description,
    link: feed.link,
    feedUrl: feed.feedUrl,
    language: feed.language,
    lastBuildDate: feed.lastBuildDate,
    guid: feed['podcast:guid'],
    // With an attribute, xml2js gives {_: text, $: {owner}}.
    locked: feed.podcastLocked?.[0]?._ ?? feed.podcastLocked?.[0],
    lockedOwner: feed.podcastLocked?.[0]?.$?.owner,
    itunes: {
      author: feed.itunes?.author,
      owner: feed.itunes?.owner,
      image: feed.itunes?.image,
      explicit: feed.itunes?.explicit,
      categories: feed.itunes?.categories,
    },
    items: feed.items.map((it) => ({
      title: it.title,
      guid: it.guid,
      pubDate: it.pubDate,
      isoDate: it.isoDate,
      enclosure: it.enclosure,
      duration: it.itunes?.duration ?? it.duration,
    })),
  };
  console.log(JSON.stringify(out, null, 2));
} catch (err) {
  console.error('rss-parser could not read the feed:', err.message);
  process.exit(1);
}
