/** Cue is one timed line of a transcript: from `start` to `end` seconds, its words as plain text. */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** A cue timing line: `00:00:01.000 --> 00:00:04.000`, hours optional, settings after. */
const TIMING =
  /^\s*((?:\d+:)?\d{1,2}:\d{2}(?:[.,]\d{1,3})?)\s+-->\s+((?:\d+:)?\d{1,2}:\d{2}(?:[.,]\d{1,3})?)(?:\s.*)?$/;

/** vttTime reads a WebVTT timestamp (`01:02:03.500` or `02:03.500`) as seconds; NaN if unreadable. */
export function vttTime(text: string): number {
  const match = /^(?:(\d+):)?(\d{1,2}):(\d{2})(?:[.,](\d{1,3}))?$/.exec(text.trim());
  if (!match) return NaN;
  const [, h, m, s, frac] = match;
  const minutes = Number(m);
  const seconds = Number(s);
  if (seconds >= 60 || (h !== undefined && minutes >= 60)) return NaN;
  const fraction = frac ? Number(frac.padEnd(3, '0')) / 1000 : 0;
  return Number(h ?? 0) * 3600 + minutes * 60 + seconds + fraction;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  lrm: '\u200e',
  rlm: '\u200f',
};

/**
 * cueText turns a cue's payload into plain text: tags (`<b>`, `<i>`, `<v Name>`, `<c.loud>`,
 * timestamps `<00:00:01.000>`) are dropped, character references decoded, lines kept. It is
 * text, never HTML: whatever it holds is shown as written.
 */
export function cueText(payload: string): string {
  return payload
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X'
            ? parseInt(name.slice(2), 16)
            : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff
          ? String.fromCodePoint(code)
          : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * parseWebVtt reads a WebVTT file into its cues, in the file's order: the header, NOTE, STYLE
 * and REGION blocks and cue identifiers are skipped, as is a block without a readable timing
 * line; cues with no text are left out. It never throws: a file it cannot read gives [].
 */
export function parseWebVtt(source: string): Cue[] {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const blocks = text.split(/\n{2,}/);
  const cues: Cue[] = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    // The header block ("WEBVTT" and what follows it) and comments, styles and regions.
    if (/^(WEBVTT|NOTE|STYLE|REGION)(\s|$)/.test(lines[0] ?? '')) continue;
    const at = lines.findIndex((line) => line.includes('-->'));
    // The timing line is the first line, or the second after a cue identifier.
    if (at < 0 || at > 1) continue;
    const match = TIMING.exec(lines[at]);
    if (!match) continue;
    const start = vttTime(match[1]);
    const end = vttTime(match[2]);
    if (!Number.isFinite(start) || !Number.isFinite(end)) continue;
    const words = cueText(lines.slice(at + 1).join('\n'));
    if (!words) continue;
    cues.push({ start, end: Math.max(start, end), text: words });
  }
  return cues;
}

/**
 * currentCueIndex is the cue being spoken at `time` seconds: the latest cue to start at or
 * before it that has not ended yet; -1 between cues and before the first. Cues are in order
 * of their start (a file's order); overlapping cues give the later one.
 */
export function currentCueIndex(cues: readonly Cue[], time: number): number {
  let lo = 0;
  let hi = cues.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cues[mid].start <= time) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  for (let i = found; i >= 0; i--) {
    if (time < cues[i].end) return i;
    // A cue further back can still be running only if it overlaps this one.
    if (i > 0 && cues[i - 1].end <= cues[i].start) break;
  }
  return -1;
}
