import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { userPb } from '@/lib/pocketbase';
import { fakeJwt, mockFetch, ok } from '@/test/fetch-mock';
import { mockXhr } from '@/test/xhr-mock';
import type { MediaType } from '@/types/media';
import { UploadMediaForm } from '@/features/creator/components/upload-media-form';

const genres = [
  { _id: 'g1', title: 'Worship' },
  { _id: 'g2', title: 'Hymns' },
];
const cover = new File(['img'], 'cover.png', { type: 'image/png' });
const audio = new File(['mp3'], 'track.mp3', { type: 'audio/mpeg' });

function renderForm(type: MediaType = 'album') {
  mockFetch({
    'GET /api/media/genres': () => ok({ data: genres }),
    'GET /api/media/audio-categories': () => ok([{ _id: 'c1', title: 'Teaching', type: 'sermon' }]),
  });
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <UploadMediaForm type={type} idPrefix="t" />
      <Toaster />
    </QueryClientProvider>,
  );
  const user = userEvent.setup({ applyAccept: false });
  return { user, queryClient };
}

const form = () => screen.getByRole('form');
const group = (name: string) => screen.getByRole('group', { name });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title', { selector: '#t-title' }), 'Morning Praise');
  await screen.findAllByRole('option', { name: 'Worship' });
  await user.selectOptions(screen.getByLabelText('Genre'), 'g1');
  await user.type(screen.getByLabelText('Description'), 'Songs for the morning');
  await user.upload(screen.getByLabelText('Cover Image'), cover);
  const track = group('Track 1');
  await user.type(within(track).getByLabelText('Title'), 'Great Is Thy Faithfulness');
  await user.upload(within(track).getByLabelText('Audio File'), audio);
}

beforeEach(() => {
  userPb.authStore.save(fakeJwt(), null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  userPb.authStore.clear();
});

describe('UploadMediaForm validation', () => {
  it('names every missing required field and sends nothing', async () => {
    const xhr = mockXhr();
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Upload Song' }));

    const f = form();
    expect(await within(f).findAllByText('Please enter a title')).toHaveLength(2);
    expect(within(f).getByText('Please choose a genre')).toBeInTheDocument();
    expect(within(f).getByText('Please enter a description')).toBeInTheDocument();
    expect(within(f).getByText('Please choose a cover image')).toBeInTheDocument();
    expect(within(group('Track 1')).getByText('Please choose an audio file')).toBeInTheDocument();
    expect(within(group('Track 1')).getByText('Please enter a title')).toBeInTheDocument();
    expect(xhr.instances).toHaveLength(0);
  });

  it('takes images only as the cover and audio only as a track', async () => {
    const { user } = renderForm();
    const cover = screen.getByLabelText('Cover Image');
    expect(cover).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    const audioInput = within(group('Track 1')).getByLabelText('Audio File');
    expect(audioInput).toHaveAttribute('accept', 'audio/*');

    await user.upload(cover, new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    await user.upload(audioInput, new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Upload Song' }));

    expect(
      await screen.findByText('The cover image must be a JPEG, PNG or WebP image'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Please choose an audio file \(MP3/)).toBeInTheDocument();
  });
});

describe('UploadMediaForm episodes', () => {
  it('adds tracks without a limit and disables Remove when one remains', async () => {
    const { user } = renderForm();
    expect(screen.getByRole('button', { name: 'Remove Track 1' })).toBeDisabled();

    for (let i = 0; i < 5; i++) await user.click(screen.getByRole('button', { name: 'Add Track' }));
    expect(screen.getAllByRole('group', { name: /^Track \d+$/ })).toHaveLength(6);
    for (let i = 1; i <= 6; i++) {
      expect(screen.getByRole('button', { name: `Remove Track ${i}` })).toBeEnabled();
    }

    await user.type(within(group('Track 2')).getByLabelText('Title'), 'Second');
    await user.click(screen.getByRole('button', { name: 'Remove Track 1' }));
    expect(screen.getAllByRole('group', { name: /^Track \d+$/ })).toHaveLength(5);
    // What was Track 2 is now Track 1.
    expect(within(group('Track 1')).getByLabelText('Title')).toHaveValue('Second');

    for (let i = 0; i < 4; i++)
      await user.click(screen.getByRole('button', { name: 'Remove Track 1' }));
    expect(screen.getAllByRole('group', { name: /^Track \d+$/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove Track 1' })).toBeDisabled();
  });

  it('calls them episodes on the podcast form and adds its category', async () => {
    const { user } = renderForm('podcast');
    expect(group('Episode 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Episode' }));
    expect(group('Episode 2')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Category/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Preacher/)).not.toBeInTheDocument();
  });

  it('asks a sermon for preacher, series, passages, category and date', async () => {
    renderForm('sermon');
    for (const label of [
      /^Preacher/,
      /^Series/,
      /^Bible references/,
      /^Category/,
      /^Preach date/,
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByPlaceholderText('John 3:16-18; Rom 8')).toBeInTheDocument();
  });
});

describe('UploadMediaForm submit', () => {
  it('shows the progress, toasts the server message and resets', async () => {
    const xhr = mockXhr();
    const { user, queryClient } = renderForm();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Upload Song' }));

    const busy = await screen.findByRole('button', { name: 'Uploading...' });
    expect(busy).toBeDisabled();
    const request = xhr.last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/media/upload-media');
    expect(request.headers.Authorization).toBe(`Bearer ${userPb.authStore.token}`);
    const body = request.body as FormData;
    expect(JSON.parse(body.get('podcastMetadata') as string)).toMatchObject({
      title: 'Morning Praise',
      genre: 'g1',
      type: 'album',
    });
    expect(body.getAll('episodeAudios')).toHaveLength(1);

    act(() => request.progress(40, 100));
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40%')).toBeInTheDocument();

    request.answer(201, {
      success: true,
      message: 'Album uploaded successfully!',
      data: { media: { _id: 'm1' } },
    });
    expect(await screen.findByText('Album uploaded successfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Title', { selector: '#t-title' })).toHaveValue(''),
    );
    expect(screen.getByRole('button', { name: 'Upload Song' })).toBeEnabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Choose a cover image')).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['creator-media'] });
  });

  it("puts the server's field errors on the fields and its message in the red box", async () => {
    const xhr = mockXhr();
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Upload Song' }));
    await screen.findByRole('button', { name: 'Uploading...' });

    xhr.last().answer(400, {
      success: false,
      status: 400,
      message: 'Please fix the highlighted fields.',
      data: {
        title: { code: 'taken', message: 'You already have an album with this title' },
        'episodes.0.title': { code: 'too_long', message: 'Title is too long' },
        episodeAudios: { code: 'x', message: 'ignored: no such field' },
        'episodeAudios.0': { code: 'invalid_audio', message: 'This file is not audio we can play' },
      },
    });

    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent('Please fix the highlighted fields.');
    expect(screen.getByText('You already have an album with this title')).toBeInTheDocument();
    const track = group('Track 1');
    expect(within(track).getByText('Title is too long')).toBeInTheDocument();
    expect(within(track).getByText('This file is not audio we can play')).toBeInTheDocument();
    // The form keeps what was typed.
    expect(screen.getByLabelText('Title', { selector: '#t-title' })).toHaveValue('Morning Praise');
  });

  it("falls back to 'Failed to upload. Please try again.' without a server message", async () => {
    const xhr = mockXhr();
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Upload Song' }));
    await screen.findByRole('button', { name: 'Uploading...' });
    xhr.last().answer(413, '<html>Request Entity Too Large</html>');
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'Failed to upload. Please try again.',
    );
  });

  it("says 'An error occurred while uploading. Please try again.' when the request fails", async () => {
    const xhr = mockXhr();
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Upload Song' }));
    await screen.findByRole('button', { name: 'Uploading...' });
    xhr.last().fail();
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'An error occurred while uploading. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Upload Song' })).toBeEnabled();
  });
});
