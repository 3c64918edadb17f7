import { describe, expect, it } from 'vitest';
import {
  embedCode,
  embedHeight,
  escapeHtml,
  mediaShareUrl,
  shareTimeLabel,
  wholeSeconds,
} from '@/components/share/share-links';

const origin = 'https://selah.example';

describe('mediaShareUrl', () => {
  it('is the absolute public page of the item', () => {
    expect(mediaShareUrl('m1', origin)).toBe('https://selah.example/m/m1');
  });

  it('starts at the episode and the whole second being heard', () => {
    expect(mediaShareUrl('m1', origin, { episodeId: 'e2', seconds: 754.9 })).toBe(
      'https://selah.example/m/m1?episode=e2&t=754',
    );
  });

  it('leaves out a start at zero or before (only the episode is named)', () => {
    expect(mediaShareUrl('m1', origin, { episodeId: 'e2', seconds: 0.4 })).toBe(
      'https://selah.example/m/m1?episode=e2',
    );
    expect(mediaShareUrl('m1', origin, { episodeId: 'e2', seconds: -3 })).toBe(
      'https://selah.example/m/m1?episode=e2',
    );
  });

  it('escapes ids for the path and the query', () => {
    expect(mediaShareUrl('a/b', origin, { episodeId: 'x&y', seconds: 5 })).toBe(
      'https://selah.example/m/a%2Fb?episode=x%26y&t=5',
    );
  });
});

describe('shareTimeLabel', () => {
  it('names the same whole second the link carries, as the player writes time', () => {
    expect(shareTimeLabel(754.9)).toBe('12:34');
    expect(wholeSeconds(754.9)).toBe(754);
    expect(shareTimeLabel(59.99)).toBe('0:59');
    expect(shareTimeLabel(3723.5)).toBe('1:02:03');
  });

  it('is 0:00 for nothing heard or a time that is not a number', () => {
    expect(shareTimeLabel(0)).toBe('0:00');
    expect(shareTimeLabel(Number.NaN)).toBe('0:00');
    expect(wholeSeconds(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('embedCode', () => {
  it('is a lazy, titled iframe of the embed player, one row tall for one episode', () => {
    expect(embedCode({ id: 'm1', title: 'Still Waters', episodeCount: 1, origin })).toBe(
      '<iframe src="https://selah.example/embed/media/m1" title="Still Waters on Selah" ' +
        'width="100%" height="180" style="border:0;border-radius:12px" loading="lazy" ' +
        'allow="autoplay; encrypted-media"></iframe>',
    );
  });

  it('grows by a row per episode of the list, up to five', () => {
    expect(embedHeight(0)).toBe(180);
    expect(embedHeight(2)).toBe(260);
    expect(embedHeight(5)).toBe(380);
    expect(embedHeight(40)).toBe(380);
    expect(embedCode({ id: 'm1', title: 'Psalms', episodeCount: 3, origin })).toContain(
      'height="300"',
    );
  });

  it('escapes a title that tries to break out of its attribute', () => {
    const code = embedCode({
      id: 'm1',
      title: `Grace "&" <Glory>'s </iframe><script>alert(1)</script>`,
      episodeCount: 1,
      origin,
    });
    expect(code).toContain(
      'title="Grace &#34;&amp;&#34; &lt;Glory&gt;&#39;s &lt;/iframe&gt;&lt;script&gt;alert(1)&lt;/script&gt; on Selah"',
    );
    expect(code.match(/<iframe/g)).toHaveLength(1);
    expect(code).not.toContain('<script');
    const doc = new DOMParser().parseFromString(code, 'text/html');
    expect(doc.querySelector('iframe')?.title).toBe(
      `Grace "&" <Glory>'s </iframe><script>alert(1)</script> on Selah`,
    );
  });

  it('escapes the five characters HTML gives meaning to', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&#34;x&#34;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
