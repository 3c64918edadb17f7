import { describe, expect, it } from 'vitest';
import { itemLink, ITEM_LINK_MESSAGES, parseItemLink } from '@/features/public/utils/item-link';

const ORIGIN = 'https://selah.audio';
const parse = (text: string) => parseItemLink(text, ORIGIN);

describe('parseItemLink', () => {
  it("reads the id from an item's public link, with or without a query, a fragment or a slash", () => {
    expect(parse('https://selah.audio/m/abc123def456ghi')).toEqual({ id: 'abc123def456ghi' });
    expect(parse('  https://selah.audio/m/abc123?episode=e2&t=90#top ')).toEqual({ id: 'abc123' });
    expect(parse('https://selah.audio/m/abc123/')).toEqual({ id: 'abc123' });
  });

  it("takes the link without its scheme, with www., from the app's page and from an embed", () => {
    expect(parse('selah.audio/m/abc123')).toEqual({ id: 'abc123' });
    expect(parse('http://www.selah.audio/m/abc123')).toEqual({ id: 'abc123' });
    expect(parse('https://selah.audio/app/media/abc123')).toEqual({ id: 'abc123' });
    expect(parse('https://selah.audio/embed/media/abc123')).toEqual({ id: 'abc123' });
    expect(parse('/m/abc123')).toEqual({ id: 'abc123' });
  });

  it('keeps the port of a local server', () => {
    expect(parseItemLink('http://127.0.0.1:8090/m/x1', 'http://127.0.0.1:8090')).toEqual({
      id: 'x1',
    });
    expect(parseItemLink('http://127.0.0.1:9999/m/x1', 'http://127.0.0.1:8090').error).toBe(
      ITEM_LINK_MESSAGES.otherSite('127.0.0.1:8090'),
    );
  });

  it('says an empty link is needed', () => {
    expect(parse('   ')).toEqual({ error: 'Please paste the link to the item on Selah' });
  });

  it('refuses a link to another site, saying which site it must be', () => {
    expect(parse('https://youtube.com/m/abc123')).toEqual({
      error:
        'This link is not to Selah. Open the item on selah.audio and copy the link from the address bar.',
    });
  });

  it('refuses what is not an item, showing what an item link looks like', () => {
    const invalid = {
      error: 'This is not a link to an item on Selah. It looks like https://selah.audio/m/abc123',
    };
    expect(parse('https://selah.audio/c/abc123')).toEqual(invalid);
    expect(parse('https://selah.audio/m/')).toEqual(invalid);
    expect(parse('https://selah.audio/m/abc/extra')).toEqual(invalid);
    expect(parse('https://selah.audio/m/ab%2Fc')).toEqual(invalid);
    expect(parse('mailto:someone@selah.audio')).toEqual(invalid);
    expect(parse('https://')).toEqual(invalid);
  });
});

describe('itemLink', () => {
  it("is the item's public page on this site", () => {
    expect(itemLink('abc123', ORIGIN)).toBe('https://selah.audio/m/abc123');
  });
});
