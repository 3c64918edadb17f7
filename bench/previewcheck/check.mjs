// Usage: node check.mjs PAGE_URL OEMBED_ENDPOINT MAXWIDTH MAXHEIGHT
// Reads a Selah public page as a link preview does and asks for its embed
// as an embedding site does, with two libraries such tools use, and prints
// what each understood as JSON:
//   - "preview": open-graph-scraper's reading of PAGE_URL (og:audio,
//     og:image, twitter:player:stream, JSON-LD);
//   - "oembed": @extractus/oembed-extractor's answer for PAGE_URL with
//     maxwidth and maxheight, OEMBED_ENDPOINT given as the provider of the
//     page's host (the library knows only the public provider registry);
//   - "discovered": the same library with no provider for the host, finding
//     the endpoint through the page's oEmbed discovery link.
// The Go test (routes.TestPreviewcheck) serves the page on a real server
// and checks the readings. Exits 1 when a library fails.
import ogs from 'open-graph-scraper';
import { extract, setProviderList } from '@extractus/oembed-extractor';

const [page, endpoint, maxwidth, maxheight] = process.argv.slice(2);
if (!page || !endpoint || !maxwidth || !maxheight) {
  console.error('usage: node check.mjs PAGE_URL OEMBED_ENDPOINT MAXWIDTH MAXHEIGHT');
  process.exit(2);
}
const params = { maxwidth: Number(maxwidth), maxheight: Number(maxheight) };

// preview is open-graph-scraper's reading of the page, as its result
// names the fields.
async function preview() {
  const { error, result } = await ogs({ url: page });
  if (error) {
    throw new Error(`open-graph-scraper: ${JSON.stringify(result)}`);
  }
  return {
    ogTitle: result.ogTitle,
    ogAudio: result.ogAudio,
    ogAudioSecureURL: result.ogAudioSecureURL,
    ogAudioType: result.ogAudioType,
    ogImage: result.ogImage ?? [],
    twitterCard: result.twitterCard,
    // The player card, as the library zips it: [{url, width, height, stream}].
    twitterPlayer: result.twitterPlayer ?? [],
    jsonLD: result.jsonLD ?? [],
  };
}

// oembed asks the endpoint, named as the page's provider.
async function oembed() {
  const origin = new URL(page).origin;
  setProviderList([{
    provider_name: 'Selah',
    provider_url: origin,
    endpoints: [{ schemes: [`${origin}/m/*`], url: endpoint, formats: ['json'] }],
  }]);
  return extract(page, params);
}

// discovered finds the endpoint from the page itself.
async function discovered() {
  setProviderList([]);
  return extract(page, params);
}

try {
  const out = { preview: await preview(), oembed: await oembed(), discovered: await discovered() };
  process.stdout.write(JSON.stringify(out, null, 2) + '\n');
} catch (err) {
  console.error(err?.stack ?? String(err));
  process.exit(1);
}
