import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveUserSession, userPb } from '@/lib/pocketbase';
import { fakeJwt, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import type { MediaWithEpisodes } from '@/types/media';

const user = {
  _id: 'u1',
  name: 'Miriam Hale',
  email: 'miriam@example.com',
  accountStatus: 'active' as const,
  isPremiumUser: false,
  createdAt: '2025-08-18 10:00:00.000Z',
};

const tooSmall =
  'Apple Podcasts needs a cover of at least 1400 × 1400 pixels, and this one is 600 × 600. Upload a larger square image (3000 × 3000 is best).';
const wav =
  'The audio of "Be Still" is WAV, which Apple Podcasts does not take from a feed, so Apple will leave this episode out. Export it as MP3 or M4A (AAC) and upload it again.';

function podcast(overrides: Partial<MediaWithEpisodes> = {}): MediaWithEpisodes {
  return {
    _id: 'm1',
    title: 'Quiet Waters',
    description: 'A ten-minute devotional.',
    type: 'podcast',
    genre: { _id: 'g1', title: 'Worship' },
    category: { _id: 'c1', title: 'Devotional', type: 'podcast' },
    artist: { _id: 'u1', name: 'Miriam Hale' },
    coverArt: '',
    image: '',
    thumbnail: '',
    adminStatus: 'active',
    statusReason: '',
    reviewedAt: '2025-08-20 10:00:00.000Z',
    createdAt: '2025-08-18 10:00:00.000Z',
    updatedAt: '2025-08-18 10:00:00.000Z',
    likes: 0,
    plays: 0,
    duration: 300,
    episodeCount: 1,
    noOfEpisodes: 1,
    preacher: '',
    theme: '',
    bibleReferences: [],
    preachedAt: null,
    tags: [],
    language: 'yo',
    ownerEmail: '',
    feedWarnings: [
      { code: 'cover_too_small', message: tooSmall },
      { code: 'audio_format', message: wav, episodeId: 'e1' },
    ],
    episodes: [
      {
        _id: 'e1',
        mediaId: 'm1',
        position: 1,
        title: 'Be Still',
        description: '',
        genre: '',
        lyrics: '',
        duration: 300,
        adminStatus: 'active',
        plays: 0,
        audioUrl: '/api/files/episodes/e1/be_still.wav',
        format: 'wav',
        createdAt: '2025-08-18 10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

beforeEach(() => saveUserSession(fakeJwt(), user));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  userPb.authStore.clear();
});

function serve(getMedia: () => MediaWithEpisodes, extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/users/me': () => ok({ user }),
    'GET /api/media/genres': () => ok({ data: [{ _id: 'g1', title: 'Worship' }] }),
    'GET /api/media/audio-categories': () =>
      ok([{ _id: 'c1', title: 'Devotional', type: 'podcast' }]),
    'GET /api/media/user-media/': () => ok({ data: [], total: 0, page: 1, limit: 10 }),
    'GET /api/media/m1': () => ok({ media: getMedia() }),
    ...extra,
  });
}

describe("a podcast's page", () => {
  it('tells the creator what Apple Podcasts would refuse, and its language', async () => {
    serve(() => podcast());
    renderApp('/user/media/m1');
    expect(await screen.findByRole('heading', { name: 'Quiet Waters' })).toBeInTheDocument();
    const alert = screen
      .getAllByRole('alert')
      .find((a) => a.textContent?.includes('Apple Podcasts will not take'));
    expect(alert).toBeDefined();
    expect(within(alert!).getByText(tooSmall)).toBeInTheDocument();
    expect(within(alert!).getByText(wav)).toBeInTheDocument();
    expect(screen.getByText('Yoruba (Yorùbá)')).toBeInTheDocument();
  });

  it('says nothing when Apple would take it as it is and it has an owner email', async () => {
    serve(() => podcast({ feedWarnings: [], ownerEmail: 'shows@church.example' }));
    renderApp('/user/media/m1');
    expect(await screen.findByRole('heading', { name: 'Quiet Waters' })).toBeInTheDocument();
    expect(screen.queryByText(/Apple Podcasts will not take/)).not.toBeInTheDocument();
    expect(screen.queryByText(/No owner email/)).not.toBeInTheDocument();
  });

  it('says the creator cannot claim a podcast whose feed has no owner email', async () => {
    serve(() => podcast({ feedWarnings: [], ownerEmail: '' }));
    renderApp('/user/media/m1');
    expect(await screen.findByText("No owner email in this podcast's feed")).toBeInTheDocument();
    expect(
      screen.getByText(
        /Its feed names Selah as the owner, so you cannot claim the podcast on Spotify/,
      ),
    ).toBeInTheDocument();
  });

  it('edits the language and owner email without sending it back to review', async () => {
    let current = podcast();
    const { calls } = serve(() => current, {
      'PATCH /api/media/m1': (call) => {
        current = { ...current, ...(call.body as object) };
        return ok({ media: current }, 'Your changes have been saved');
      },
    });
    renderApp('/user/media/m1');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/sends your changes for review/)).toBeInTheDocument();
    const language = within(dialog).getByLabelText('Language');
    expect(language).toHaveValue('yo');
    const email = within(dialog).getByLabelText(/^Owner email/);
    expect(email).toHaveValue('');
    expect(email).toHaveAccessibleDescription(/Published in this podcast's public feed/);

    await userEvent.selectOptions(language, 'pt');
    await userEvent.type(email, 'shows@church.example');
    // Feed details alone are not content an admin reviews.
    expect(within(dialog).queryByText(/sends your changes for review/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your changes have been saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      language: 'pt',
      ownerEmail: 'shows@church.example',
    });
  });

  it('warns before a new episode in a format Apple refuses is sent', async () => {
    serve(() => podcast({ feedWarnings: [] }));
    renderApp('/user/media/m1');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Episode' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.upload(
      within(dialog).getByLabelText('Audio File'),
      new File(['fLaC'], 'daily-bread.flac', { type: 'audio/flac' }),
    );
    expect(
      within(dialog).getByText(
        'The audio of this episode is FLAC, which Apple Podcasts does not take from a feed, so Apple will leave this episode out. Export it as MP3 or M4A (AAC) first.',
      ),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Daily Bread');
    expect(within(dialog).getByText(/^The audio of "Daily Bread" is FLAC/)).toBeInTheDocument();
    await userEvent.upload(
      within(dialog).getByLabelText('Audio File'),
      new File(['ID3'], 'daily-bread.mp3', { type: 'audio/mpeg' }),
    );
    expect(within(dialog).queryByText(/Apple Podcasts/)).not.toBeInTheDocument();
  });

  it('warns before a new cover Apple would refuse is sent', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.resolve({ width: 1600, height: 1200, close() {} })),
    );
    serve(() => podcast({ feedWarnings: [] }));
    renderApp('/user/media/m1');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.upload(
      within(dialog).getByLabelText(/cover image/i),
      new File(['png'], 'wide.png', { type: 'image/png' }),
    );
    expect(
      await within(dialog).findByText(
        'Apple Podcasts needs a square cover, and this one is 1600 × 1200 pixels. Crop it to a square between 1400 × 1400 and 3000 × 3000 pixels.',
      ),
    ).toBeInTheDocument();
  });
});
