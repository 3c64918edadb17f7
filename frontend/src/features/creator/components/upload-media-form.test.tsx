import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { userPb } from '@/lib/pocketbase';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api';
import type * as resumable from '@/lib/resumable-upload';
import { uploadFiles, type FileProgress } from '@/lib/resumable-upload';
import { fail, fakeJwt, mockFetch, ok } from '@/test/fetch-mock';
import type { MediaType } from '@/types/media';
import { UploadMediaForm } from '@/features/creator/components/upload-media-form';

vi.mock('@/lib/resumable-upload', async (importOriginal) => ({
  ...(await importOriginal<typeof resumable>()),
  uploadFiles: vi.fn(),
  terminateUpload: vi.fn(() => Promise.resolve()),
}));

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
  vi.mocked(uploadFiles).mockReset();
  userPb.authStore.clear();
});

describe('UploadMediaForm validation', () => {
  it('names every missing required field and sends nothing', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Upload Song' }));

    const f = form();
    expect(await within(f).findAllByText('Please enter a title')).toHaveLength(2);
    expect(within(f).getByText('Please choose a genre')).toBeInTheDocument();
    expect(within(f).getByText('Please enter a description')).toBeInTheDocument();
    expect(within(f).getByText('Please choose a cover image')).toBeInTheDocument();
    expect(within(group('Track 1')).getByText('Please choose an audio file')).toBeInTheDocument();
    expect(within(group('Track 1')).getByText('Please enter a title')).toBeInTheDocument();
    expect(uploadFiles).not.toHaveBeenCalled();
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
  /** finishCall answers POST /api/media/upload-media-from-uploads with `answer`. */
  function renderWithFinish(answer: Parameters<typeof mockFetch>[0][string]) {
    const rendered = renderForm();
    const fetchMock = mockFetch({
      'GET /api/media/genres': () => ok({ data: genres }),
      'POST /api/media/upload-media-from-uploads': answer,
    });
    return { ...rendered, fetchMock };
  }

  /** uploadsDone makes uploadFiles report progress, then resolve with ids. */
  function uploadsDo(
    run: (
      files: File[],
      options: Parameters<typeof uploadFiles>[1],
    ) => Promise<string[]> | string[],
  ) {
    vi.mocked(uploadFiles).mockImplementation(async (files, options) => run(files, options));
  }

  it('sends each file with tus, shows per-file and total progress, then makes the item', async () => {
    let report: ((p: FileProgress[]) => void) | undefined;
    let finishUploads: ((ids: string[]) => void) | undefined;
    uploadsDo(
      (_files, options) =>
        new Promise<string[]>((resolve) => {
          report = options?.onProgress;
          finishUploads = resolve;
        }),
    );
    const { user, queryClient, fetchMock } = renderWithFinish(() => ({
      status: 201,
      body: {
        success: true,
        message: 'Album uploaded successfully!',
        data: { media: { _id: 'm1' } },
      },
    }));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Upload Song' }));

    const busy = await screen.findByRole('button', { name: 'Uploading...' });
    expect(busy).toBeDisabled();
    const [files] = vi.mocked(uploadFiles).mock.calls[0];
    expect(files).toEqual([cover, audio]);

    act(() =>
      report?.([
        { name: 'cover.png', size: 3, sent: 3, state: 'done' },
        { name: 'track.mp3', size: 3, sent: 0, state: 'retrying' },
      ]),
    );
    const total = screen.getByRole('progressbar', { name: 'Total upload progress' });
    expect(total).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('progressbar', { name: 'cover.png upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByRole('progressbar', { name: 'track.mp3 upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(screen.getAllByText('Connection lost — retrying…').length).toBeGreaterThan(0);
    const rows = within(screen.getByRole('list', { name: 'Files' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(/Cover.*cover\.png.*100%.*Done/);
    expect(rows[1]).toHaveTextContent(/Track 1.*track\.mp3.*0%.*Connection lost — retrying…/);

    act(() => finishUploads?.(['up-cover', 'up-track']));
    expect(await screen.findByText('Album uploaded successfully!')).toBeInTheDocument();
    const finish = fetchMock.calls.find((c) => c.url === '/api/media/upload-media-from-uploads');
    expect(finish?.method).toBe('POST');
    expect(finish?.headers.Authorization).toBe(`Bearer ${userPb.authStore.token}`);
    expect(finish?.body).toEqual({
      podcastMetadata: {
        title: 'Morning Praise',
        description: 'Songs for the morning',
        genre: 'g1',
        type: 'album',
      },
      episodesMetadata: [
        { title: 'Great Is Thy Faithfulness', description: '', genre: '', lyrics: '' },
      ],
      coverUpload: 'up-cover',
      episodeUploads: ['up-track'],
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Title', { selector: '#t-title' })).toHaveValue(''),
    );
    expect(screen.getByRole('button', { name: 'Upload Song' })).toBeEnabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Choose a cover image')).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['creator-media'] });
  });

  it('cancels: every upload stops, the form is editable again, a neutral toast', async () => {
    uploadsDo(
      (_files, options) =>
        new Promise<string[]>((_resolve, reject) => {
          options?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The upload was cancelled.', 'AbortError')),
          );
        }),
    );
    const { user } = renderWithFinish(() => ({ status: 500 }));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Upload Song' }));
    await screen.findByRole('button', { name: 'Uploading...' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText('Upload cancelled')).toBeInTheDocument();
    expect(vi.mocked(uploadFiles).mock.calls[0][1]?.signal?.aborted).toBe(true);
    expect(screen.getByRole('button', { name: 'Upload Song' })).toBeEnabled();
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title', { selector: '#t-title' })).toHaveValue('Morning Praise');
  });

  it("shows the server's message when an upload is refused", async () => {
    uploadsDo(() => {
      throw new ApiError('You have 1.9 GB of unfinished uploads.', 413, {});
    });
    const { user } = renderWithFinish(() => ({ status: 500 }));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Upload Song' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'You have 1.9 GB of unfinished uploads.',
    );
    expect(screen.getByRole('button', { name: 'Upload Song' })).toBeEnabled();
  });

  it("puts the server's field errors on the fields and its message in the red box", async () => {
    uploadsDo(() => ['up-cover', 'up-track']);
    const { user } = renderWithFinish(() =>
      fail(400, 'Please fix the highlighted fields.', {
        title: { code: 'taken', message: 'You already have an album with this title' },
        'episodes.0.title': { code: 'too_long', message: 'Title is too long' },
        episodeAudios: { code: 'x', message: 'ignored: no such field' },
        'episodeAudios.0': { code: 'invalid_audio', message: 'This file is not audio we can play' },
        coverArt: { code: 'invalid_image', message: 'This file is not an image we can show' },
      }),
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Upload Song' }));

    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent('Please fix the highlighted fields.');
    expect(screen.getByText('You already have an album with this title')).toBeInTheDocument();
    expect(screen.getByText('This file is not an image we can show')).toBeInTheDocument();
    const track = group('Track 1');
    expect(within(track).getByText('Title is too long')).toBeInTheDocument();
    expect(within(track).getByText('This file is not audio we can play')).toBeInTheDocument();
    // The form keeps what was typed.
    expect(screen.getByLabelText('Title', { selector: '#t-title' })).toHaveValue('Morning Praise');
  });

  it('does not send finished files again when the creator fixes a field and retries', async () => {
    uploadsDo((files, options) => {
      const ids = files.map((f, i) => options?.finished?.[i]?.id ?? `up-${f.name}`);
      files.forEach((f, i) => {
        if (!options?.finished?.[i]) options?.onFileDone?.(f, { id: ids[i], url: `/u/${ids[i]}` });
      });
      return ids;
    });
    let calls = 0;
    const { user } = renderWithFinish(() => {
      calls += 1;
      return calls === 1
        ? fail(400, 'Please fix the highlighted fields.', {
            'podcastMetadata.title': { code: 'taken', message: 'Pick another title' },
          })
        : {
            status: 201,
            body: { success: true, message: 'Album uploaded successfully!', data: { media: {} } },
          };
    });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Upload Song' }));
    expect(await screen.findByText('Pick another title')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title', { selector: '#t-title' }), ' II');
    await user.click(screen.getByRole('button', { name: 'Upload Song' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Title', { selector: '#t-title' })).toHaveValue(''),
    );
    expect(calls).toBe(2);
    const second = vi.mocked(uploadFiles).mock.calls[1][1];
    expect(second?.finished?.map((u) => u?.id)).toEqual(['up-cover.png', 'up-track.mp3']);
  });

  it('maps unknown upload ids onto the cover and audio fields', async () => {
    uploadsDo(() => ['up-cover', 'up-track']);
    const { user } = renderWithFinish(() =>
      fail(400, 'Upload not found.', {
        coverUpload: { code: 'unknown', message: 'This upload is unknown or unfinished' },
        'episodeUploads.0': { code: 'unknown', message: 'This upload has expired' },
      }),
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Upload Song' }));
    // Sent again once, then the message stands.
    expect(await screen.findByText('This upload is unknown or unfinished')).toBeInTheDocument();
    expect(within(group('Track 1')).getByText('This upload has expired')).toBeInTheDocument();
    expect(vi.mocked(uploadFiles)).toHaveBeenCalledTimes(2);
  });

  it("falls back to 'Failed to upload. Please try again.' without a server message", async () => {
    uploadsDo(() => ['up-cover', 'up-track']);
    const { user } = renderWithFinish(() => ({ status: 502, raw: '<html>Bad Gateway</html>' }));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Upload Song' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'Failed to upload. Please try again.',
    );
  });

  it("says 'An error occurred while uploading. Please try again.' when the request fails", async () => {
    uploadsDo(() => {
      throw new Error(NETWORK_ERROR_MESSAGE);
    });
    const { user } = renderWithFinish(() => ({ status: 500 }));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Upload Song' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'An error occurred while uploading. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Upload Song' })).toBeEnabled();
  });
});
