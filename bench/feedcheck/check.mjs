// Usage: node check.mjs FEED.xml [OUT.json]
// Reads a podcast feed with two parsers podcast tools use: rss-parser
// (itunes fields included, plus the Podcasting 2.0 tags as custom fields)
// and podcast-partytime (Podcast Index's own parser, which knows the
// Podcasting 2.0 namespace), and prints what each understood as JSON: the
// rss-parser reading at the top level, partytime's under "partytime". The
// Go test (routes.TestFeedcheck) compares both with what the server meant.
// With OUT.json the reading goes there, and standard output holds only
// what partytime logged (a warning, such as an item it skipped or a
// category it does not know, is a line there: the test fails on any).
// Exits 1 if either parser cannot read the feed.
import { readFile, writeFile } from 'node:fs/promises';
import Parser from 'rss-parser';
import partytime from 'podcast-partytime';

const [file, outFile] = process.argv.slice(2);
if (!file) {
  console.error('usage: node check.mjs FEED.xml [OUT.json]');
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

// readWithRSSParser is rss-parser's reading.
async function readWithRSSParser(xml) {
  const feed = await parser.parseString(xml);
  return {
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
      subcategories: (feed.itunes?.categoriesWithSubs ?? []).flatMap((c) => (c.subs ?? []).map((s) => s.name)),
    },
    items: feed.items.map((it) => ({
      title: it.title,
      link: it.link ?? '',
      author: it.itunes?.author ?? '',
      description: it.content ?? '',
      guid: it.guid,
      pubDate: it.pubDate,
      isoDate: it.isoDate,
      enclosure: it.enclosure,
      duration: it.itunes?.duration ?? it.duration,
    })),
  };
}

// readWithPartytime is podcast-partytime's reading, dates as ISO strings.
function readWithPartytime(xml) {
  const feed = partytime.parseFeed(xml);
  if (!feed) {
    throw new Error('podcast-partytime could not read the feed');
  }
  const iso = (d) => (d instanceof Date && !Number.isNaN(d.getTime()) ? d.toISOString() : '');
  return {
    title: feed.title,
    description: feed.description,
    link: feed.link,
    feedUrl: feed.pubsub?.self ?? '',
    language: feed.language ?? '',
    guid: feed.guid ?? '',
    locked: feed.locked,
    lockedOwner: feed.podcastOwner ?? '',
    author: feed.author ?? '',
    owner: feed.owner ?? { name: '', email: '' },
    image: feed.itunesImage ?? '',
    explicit: feed.explicit,
    categories: feed.itunesCategory ?? [],
    lastBuildDate: iso(feed.lastBuildDate),
    pc20support: feed.pc20support,
    items: feed.items.map((it) => ({
      title: it.title ?? '',
      link: it.link ?? '',
      author: it.author ?? '',
      description: it.description ?? '',
      guid: it.guid,
      pubDate: iso(it.pubDate),
      enclosure: it.enclosure,
      duration: it.duration,
      // Podcasting 2.0: podcast:transcript (a list) and podcast:chapters.
      transcripts: (it.podcastTranscripts ?? []).map((x) => ({ url: x.url, type: x.type })),
      chapters: it.podcastChapters ? { url: it.podcastChapters.url, type: it.podcastChapters.type } : null,
    })),
  };
}

try {
  const xml = await readFile(file, 'utf8');
  const out = await readWithRSSParser(xml);
  out.partytime = readWithPartytime(xml);
  const json = JSON.stringify(out, null, 2);
  if (outFile) {
    await writeFile(outFile, json + '\n');
  } else {
    console.log(json);
  }
} catch (err) {
  console.error('a parser could not read the feed:', err.message);
  process.exit(1);
}
