import { describe, expect, it } from 'vitest';
import {
  revisionChanges,
  revisionFieldLabel,
  revisionSummary,
  revisionValueText,
  truncateText,
} from '@/lib/revision';
import type { MediaRevision } from '@/types/media';

const revision = (overrides: Partial<MediaRevision> = {}): MediaRevision => ({
  submittedAt: '2025-08-20T09:30:00.000Z',
  fields: [],
  values: {},
  episodes: [],
  ...overrides,
});

describe('revisionChanges', () => {
  it('words the item’s fields, new episodes and changed ones, with the new values', () => {
    const changes = revisionChanges(
      revision({
        fields: ['title', 'description', 'coverArt', 'genre'],
        values: {
          title: 'Evening Psalms',
          description: 'Psalms to end the day.',
          coverArt: true,
          genre: 'g2',
        },
        episodes: [
          { id: 'e9', title: 'Psalm 23', new: true, fields: [], values: {} },
          {
            id: 'e3',
            title: 'Psalm 4',
            new: false,
            fields: ['title'],
            values: { title: 'Psalm 4 (live)' },
          },
        ],
      }),
      {
        episodeLabel: 'Episode',
        episodes: [{ _id: 'e3', position: 3 }],
        lookup: (field, id) => (field === 'genre' && id === 'g2' ? 'Worship' : undefined),
      },
    );
    expect(changes.map((c) => [c.label, c.value])).toEqual([
      ['Title', 'Evening Psalms'],
      ['Description', 'Psalms to end the day.'],
      ['Cover art', undefined],
      ['Genre', 'Worship'],
      ['New episode: Psalm 23', undefined],
      ['Episode 3: title', 'Psalm 4 (live)'],
    ]);
    expect(changes.map((c) => c.kind)).toEqual([
      'field',
      'field',
      'cover',
      'field',
      'new-episode',
      'episode',
    ]);
  });

  it('names an episode it cannot place by its title, and uses the item’s word for it', () => {
    const changes = revisionChanges(
      revision({
        episodes: [
          {
            id: 'e5',
            title: 'Amazing Grace',
            new: false,
            fields: ['audio'],
            values: { audio: true },
          },
          { id: 'e6', title: 'Be Thou My Vision', new: true, fields: [], values: {} },
        ],
      }),
      { episodeLabel: 'Track' },
    );
    expect(changes.map((c) => c.label)).toEqual([
      'New track: Be Thou My Vision',
      'Track “Amazing Grace”: audio',
    ]);
    expect(changes[1].value).toBeUndefined();
  });

  it('leaves out a genre id nothing names, and tolerates a revision with nothing listed', () => {
    expect(
      revisionChanges(revision({ fields: ['genre'], values: { genre: 'g7' } }))[0].value,
    ).toBeUndefined();
    expect(revisionChanges(revision({ fields: undefined as unknown as string[] }))).toEqual([]);
  });
});

describe('revisionValueText', () => {
  it('writes lists, passages, days and records as text', () => {
    expect(revisionValueText('tags', ['hope', 'grace'])).toBe('hope, grace');
    expect(
      revisionValueText('bibleReferences', [
        { book: 'John', chapter: 3, text: 'John 3:16' },
        { book: 'Psalms', chapter: 23, text: 'Psalm 23' },
      ]),
    ).toBe('John 3:16; Psalm 23');
    expect(revisionValueText('preachedAt', '2025-05-11 00:00:00.000Z')).toBe('May 11, 2025');
    expect(revisionValueText('genre', { _id: 'g1', title: 'Gospel' })).toBe('Gospel');
    expect(revisionValueText('title', '  Psalms  ')).toBe('Psalms');
    expect(revisionValueText('title', '')).toBeUndefined();
    expect(revisionValueText('coverArt', true)).toBeUndefined();
    expect(revisionValueText('tags', [])).toBeUndefined();
  });
});

describe('labels and summaries', () => {
  it('names known fields in the edit screen’s words and spells out others', () => {
    expect(revisionFieldLabel('coverArt')).toBe('Cover art');
    expect(revisionFieldLabel('theme')).toBe('Series');
    expect(revisionFieldLabel('releaseNotes')).toBe('Release notes');
  });

  it('cuts long text at a word with an ellipsis', () => {
    expect(truncateText('Short.', 20)).toBe('Short.');
    expect(truncateText('Songs for the first hour of the day, sung slowly.', 24)).toBe(
      'Songs for the first…',
    );
    expect(truncateText('a\n\nb', 10)).toBe('a b');
  });

  it('sums a revision up in one line', () => {
    expect(
      revisionSummary(
        revision({
          fields: ['title', 'coverArt'],
          values: { title: 'X', coverArt: true },
          episodes: [
            { id: 'e1', title: 'Psalm 1', new: true, fields: [], values: {} },
            {
              id: 'e2',
              title: 'Psalm 2',
              new: false,
              fields: ['title', 'description'],
              values: {},
            },
          ],
        }),
      ),
    ).toBe('Title, Cover art, New episode: Psalm 1 and Episode “Psalm 2”');
    expect(revisionSummary(revision({ fields: ['title'] }))).toBe('Title');
    expect(revisionSummary(revision())).toBe('Changes');
  });
});
