import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { userPb } from '@/lib/pocketbase';
import { fakeJwt, mockFetch, ok } from '@/test/fetch-mock';
import type { MediaType } from '@/types/media';
import { UploadMediaForm } from '@/features/creator/components/upload-media-form';

function renderForm(type: MediaType) {
  mockFetch({
    'GET /api/media/genres': () => ok({ data: [{ _id: 'g1', title: 'Worship' }] }),
    'GET /api/media/audio-categories': () =>
      ok([{ _id: 'c1', title: 'Devotional', type: 'podcast' }]),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <UploadMediaForm type={type} idPrefix="t" />
    </QueryClientProvider>,
  );
  return userEvent.setup({ applyAccept: false });
}

/** The browser reads every chosen image as this size. */
function imagesAre(width: number, height: number) {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(() => Promise.resolve({ width, height, close() {} })),
  );
}

const warnings = () => screen.queryByText('Apple Podcasts will not take this podcast as it is');

beforeEach(() => userPb.authStore.save(fakeJwt(), null));
afterEach(() => {
  vi.unstubAllGlobals();
  userPb.authStore.clear();
});

describe('the podcast upload form and Apple Podcasts', () => {
  it("asks for the podcast's language and says the owner email is published", () => {
    // The form starts from the browser's first language.
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'fr']);
    renderForm('podcast');
    expect(
      screen.getByText(
        'A square JPEG or PNG of 1400 × 1400 to 3000 × 3000 pixels (what Apple Podcasts takes), up to 10 MB',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Language')).toHaveValue('en');
    const email = screen.getByLabelText(/^Owner email/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAccessibleDescription(
      "Published in this podcast's public feed, so Apple Podcasts, Spotify and other directories can verify that you own it (Spotify sends a code there). Use an address you are happy to make public. Left empty, the feed names Selah instead, and you cannot claim the podcast on Spotify.",
    );
  });

  it('warns about a small cover and a WAV episode before anything is sent', async () => {
    imagesAre(600, 600);
    const user = renderForm('podcast');
    expect(warnings()).not.toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Cover Image'),
      new File(['png'], 'cover.png', { type: 'image/png' }),
    );
    expect(
      await screen.findByText(
        'Apple Podcasts needs a cover of at least 1400 × 1400 pixels, and this one is 600 × 600. Choose a larger square image (3000 × 3000 is best).',
      ),
    ).toBeInTheDocument();

    const episode = screen.getByRole('group', { name: 'Episode 1' });
    await user.upload(
      within(episode).getByLabelText('Audio File'),
      new File(['RIFF'], 'be-still.wav', { type: 'audio/wav' }),
    );
    expect(
      screen.getByText(
        'The audio of Episode 1 is WAV, which Apple Podcasts does not take from a feed, so Apple will leave this episode out. Export it as MP3 or M4A (AAC) first.',
      ),
    ).toBeInTheDocument();
    await user.type(within(episode).getByLabelText('Title'), 'Be Still');
    expect(screen.getByText(/^The audio of "Be Still" is WAV/)).toBeInTheDocument();
  });

  it('says nothing for a 1400 px square cover and an MP3', async () => {
    imagesAre(1400, 1400);
    const user = renderForm('podcast');
    await user.upload(
      screen.getByLabelText('Cover Image'),
      new File(['png'], 'cover.png', { type: 'image/png' }),
    );
    await user.upload(
      within(screen.getByRole('group', { name: 'Episode 1' })).getByLabelText('Audio File'),
      new File(['ID3'], 'one.mp3', { type: 'audio/mpeg' }),
    );
    await vi.waitFor(() => expect(createImageBitmap).toHaveBeenCalled());
    expect(warnings()).not.toBeInTheDocument();
  });

  it('leaves albums alone: no feed, no Apple rules', async () => {
    imagesAre(600, 600);
    const user = renderForm('album');
    expect(screen.queryByLabelText('Language')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Owner email/)).not.toBeInTheDocument();
    await user.upload(
      within(screen.getByRole('group', { name: 'Track 1' })).getByLabelText('Audio File'),
      new File(['RIFF'], 'song.wav', { type: 'audio/wav' }),
    );
    expect(warnings()).not.toBeInTheDocument();
  });
});
