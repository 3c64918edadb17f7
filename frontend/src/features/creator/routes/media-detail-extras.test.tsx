import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveUserSession, userPb } from '@/lib/pocketbase';
import { fail, fakeJwt, mockFetch, ok } from '@/test/fetch-mock';
import { testEpisode, testMedia } from '@/test/media-fixtures';
import { renderApp } from '@/test/render-app';
import type { Episode, MediaWithEpisodes } from '@/types/media';

const user = {
  _id: 'c1',
  name: 'Grace Okafor',
  email: 'grace@example.com',
  accountStatus: 'active' as const,
  isPremiumUser: false,
  createdAt: '2025-08-18 10:00:00.000Z',
};

const EPISODE = 'Sunday service';

function item(episode: Partial<Episode> = {}): MediaWithEpisodes {
  return testMedia({
    type: 'podcast',
    episodes: [
      testEpisode(1, {
        title: EPISODE,
        duration: 600,
        chapters: [],
        transcriptUrl: '',
        ...episode,
      }),
    ],
  });
}

function serve(media: MediaWithEpisodes, extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/users/me': () => ok({ user }),
    'GET /api/media/genres': () => ok({ data: [] }),
    'GET /api/media/audio-categories': () => ok([]),
    'GET /api/media/user-media/': () => ok({ data: [], total: 0, page: 1, limit: 10 }),
    'GET /api/media/m1': () => ok({ media }),
    ...extra,
  });
}

beforeEach(() => saveUserSession(fakeJwt(), user));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  userPb.authStore.clear();
});

function vtt(name: string, text = 'WEBVTT\n', type = 'text/vtt') {
  return new File([text], name, { type });
}

describe("an episode's transcript on the creator's page", () => {
  it("uploads a file and shows the server's refusal of a bad one exactly as sent", async () => {
    const refusal =
      'Line 6: expected a cue\'s times like 00:00:01.000 --> 00:00:04.000, found "00:01 to 00:04"';
    let puts = 0;
    const { calls } = serve(item(), {
      'PUT /api/media/episodes/e1/transcript': () => {
        puts += 1;
        return puts === 1
          ? fail(400, 'The transcript could not be read.', {
              file: { code: 'validation_invalid_transcript', message: refusal },
            })
          : ok(
              {
                episode: testEpisode(1, {
                  title: EPISODE,
                  transcriptUrl: '/api/feeds/episodes/e1/transcript.vtt',
                }),
              },
              'Transcript saved',
            );
      },
    });
    renderApp('/user/media/m1');
    const button = await screen.findByRole('button', { name: `Upload transcript of ${EPISODE}` });
    const input = screen.getByTestId('transcript-file-e1') as HTMLInputElement;

    // Not a transcript: refused before anything is sent.
    await userEvent.upload(input, vtt('notes.txt', 'hello', 'text/plain'), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a WebVTT (.vtt) or SubRip (.srt) file.',
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.upload(input, vtt('service.srt'));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription(refusal);
    const sent = calls.find((c) => c.method === 'PUT')!.body as FormData;
    expect((sent.get('file') as File).name).toBe('service.srt');

    await userEvent.upload(input, vtt('service.vtt'));
    expect(await screen.findByText('Transcript saved')).toBeInTheDocument();
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
  });

  it('refuses a file over 2 MB before sending it', async () => {
    const { calls } = serve(item());
    renderApp('/user/media/m1');
    await screen.findByRole('button', { name: `Upload transcript of ${EPISODE}` });
    const big = vtt('long.vtt', 'x'.repeat(2 * 1024 * 1024 + 1));
    await userEvent.upload(screen.getByTestId('transcript-file-e1'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The transcript is larger than 2 MB.',
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('replaces and removes a transcript it has', async () => {
    const { calls } = serve(item({ transcriptUrl: '/api/feeds/episodes/e1/transcript.vtt' }), {
      'DELETE /api/media/episodes/e1/transcript': () =>
        ok(
          { episode: testEpisode(1, { title: EPISODE, transcriptUrl: '' }) },
          'Transcript removed',
        ),
    });
    renderApp('/user/media/m1');
    expect(
      await screen.findByRole('button', { name: `Replace transcript of ${EPISODE}` }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Remove transcript of ${EPISODE}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the transcript?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove transcript' }));
    expect(await screen.findByText('Transcript removed')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});

describe("an episode's chapters on the creator's page", () => {
  async function openEditor() {
    await userEvent.click(
      await screen.findByRole('button', { name: `Add chapters of ${EPISODE}` }),
    );
    return screen.findByRole('dialog', { name: 'Chapters' });
  }

  it('checks the rows as the server does before sending them', async () => {
    const { calls } = serve(item());
    renderApp('/user/media/m1');
    const dialog = await openEditor();
    expect(within(dialog).getByLabelText('Start of chapter 1')).toHaveValue('0:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add chapter' }));
    expect(within(dialog).getByLabelText('Start of chapter 2')).toHaveValue('1:00');
    const start2 = within(dialog).getByLabelText('Start of chapter 2');
    await userEvent.clear(start2);
    await userEvent.type(start2, '10:01');
    await userEvent.type(
      within(dialog).getByLabelText('Link (optional) of chapter 2'),
      'mailto:a@b.c',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save chapters' }));

    expect(await within(dialog).findByText('Chapter 1 needs a title.')).toBeInTheDocument();
    expect(within(dialog).getByText('Chapter 2 needs a title.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Chapter 2 starts at 10:01, after the episode ends (10:00).'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText("Chapter 2's link must be an http or https address."),
    ).toBeInTheDocument();
    expect(start2).toHaveAttribute('aria-invalid', 'true');
    expect(start2).toHaveAccessibleDescription(
      'Chapter 2 starts at 10:01, after the episode ends (10:00).',
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("saves the chapters, and puts the server's refusal on the row's field", async () => {
    let puts = 0;
    // Not measured yet (duration 0): only the server knows the episode is 10:00 long.
    let media = item({ duration: 0 });
    const { calls } = serve(media, {
      'GET /api/media/m1': () => ok({ media }),
      'PUT /api/media/episodes/e1/chapters': (call) => {
        puts += 1;
        if (puts === 1)
          return fail(400, 'Chapter 2 starts at 10:01, after the episode ends (10:00).', {
            'chapters.1.startTime': {
              code: 'validation_past_end',
              message: 'Chapter 2 starts at 10:01, after the episode ends (10:00).',
            },
          });
        const { chapters } = call.body as { chapters: Episode['chapters'] };
        media = item({ duration: 0, chapters });
        return ok({ episode: media.episodes[0] }, 'Chapters saved');
      },
    });
    renderApp('/user/media/m1');
    const dialog = await openEditor();
    await userEvent.type(within(dialog).getByLabelText('Title of chapter 1'), 'Welcome');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add chapter' }));
    const start2 = within(dialog).getByLabelText('Start of chapter 2');
    await userEvent.clear(start2);
    await userEvent.type(start2, '10:01');
    await userEvent.type(within(dialog).getByLabelText('Title of chapter 2'), 'Reading');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save chapters' }));

    expect(
      await within(dialog).findByText('Chapter 2 starts at 10:01, after the episode ends (10:00).'),
    ).toBeInTheDocument();
    expect(start2).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Title of chapter 2')).not.toHaveAttribute('aria-invalid');

    await userEvent.clear(start2);
    await userEvent.type(start2, '1:30');
    await userEvent.type(
      within(dialog).getByLabelText('Link (optional) of chapter 2'),
      'https://example.org',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save chapters' }));
    expect(await screen.findByText('Chapters saved', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)!.body).toEqual({
      chapters: [
        { startTime: 0, title: 'Welcome' },
        { startTime: 90, title: 'Reading', url: 'https://example.org' },
      ],
    });
    expect(await screen.findByText('2 chapters')).toBeInTheDocument();
  });
});
