import { describe, expect, it } from 'vitest';
import { cueText, currentCueIndex, parseWebVtt, vttTime, type Cue } from '@/lib/webvtt';

describe('vttTime', () => {
  it('reads hours, minutes, seconds and milliseconds', () => {
    expect(vttTime('00:00:04.000')).toBe(4);
    expect(vttTime('01:02:03.500')).toBe(3723.5);
    expect(vttTime('02:03.250')).toBe(123.25);
    expect(vttTime('00:01:02,5')).toBe(62.5);
  });

  it('refuses what is not a timestamp', () => {
    expect(vttTime('00:60.000')).toBeNaN();
    expect(vttTime('01:61:00.000')).toBeNaN();
    expect(vttTime('soon')).toBeNaN();
  });
});

describe('cueText', () => {
  it('strips tags, decodes references and keeps the lines', () => {
    expect(cueText('<v Pastor Ade>In the <b>beginning</b></v>\n<i>was</i> the Word')).toBe(
      'In the beginning\nwas the Word',
    );
    expect(cueText('<c.loud>Salt &amp; light</c> <00:00:02.000>&lt;3 &#233;&#x2764;')).toBe(
      'Salt & light <3 é❤',
    );
  });

  it('leaves markup it decodes as text, never as tags', () => {
    expect(cueText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
  });
});

describe('parseWebVtt', () => {
  const file = [
    '\uFEFFWEBVTT - Sunday service',
    'Kind: captions',
    '',
    'NOTE a comment',
    'that spans lines',
    '',
    'STYLE',
    '::cue { color: gold }',
    '',
    '1',
    '00:00:00.000 --> 00:00:04.000 align:start',
    '<v Ade>Good morning,</v>',
    'church.',
    '',
    '00:04.000 --> 00:09.500',
    'Turn with me to John one.',
    '',
    'bad',
    'not a timing line',
    '',
    '00:00:10.000 --> 00:00:12.000',
    '<b></b>',
    '',
    '01:00:00.000 --> 01:00:02.000',
    'An hour in.',
    '',
  ].join('\r\n');

  it('reads the cues and skips the header, notes, styles, bad and empty blocks', () => {
    expect(parseWebVtt(file)).toEqual([
      { start: 0, end: 4, text: 'Good morning,\nchurch.' },
      { start: 4, end: 9.5, text: 'Turn with me to John one.' },
      { start: 3600, end: 3602, text: 'An hour in.' },
    ]);
  });

  it('gives no cues for an empty or foreign file', () => {
    expect(parseWebVtt('')).toEqual([]);
    expect(parseWebVtt('WEBVTT\n')).toEqual([]);
    expect(parseWebVtt('{"not": "vtt"}')).toEqual([]);
  });
});

describe('currentCueIndex', () => {
  const cues: Cue[] = [
    { start: 0, end: 4, text: 'a' },
    { start: 4, end: 8, text: 'b' },
    { start: 10, end: 12, text: 'c' },
  ];

  it('is the cue spoken at the time', () => {
    expect(currentCueIndex(cues, 0)).toBe(0);
    expect(currentCueIndex(cues, 3.99)).toBe(0);
    expect(currentCueIndex(cues, 4)).toBe(1);
    expect(currentCueIndex(cues, 11)).toBe(2);
  });

  it('is -1 between cues, after the last and without cues', () => {
    expect(currentCueIndex(cues, 9)).toBe(-1);
    expect(currentCueIndex(cues, 12)).toBe(-1);
    expect(currentCueIndex([], 1)).toBe(-1);
  });

  it('finds a long cue still running under a later one', () => {
    const overlapping: Cue[] = [
      { start: 0, end: 10, text: 'long' },
      { start: 2, end: 3, text: 'short' },
    ];
    expect(currentCueIndex(overlapping, 2.5)).toBe(1);
    expect(currentCueIndex(overlapping, 5)).toBe(0);
  });
});
