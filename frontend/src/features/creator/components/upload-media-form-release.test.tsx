import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { userPb } from '@/lib/pocketbase';
import type * as resumable from '@/lib/resumable-upload';
import { uploadFiles } from '@/lib/resumable-upload';
import { viewerTimeZone } from '@/lib/release-time';
import { fail, fakeJwt, mockFetch, ok, type MockCall } from '@/test/fetch-mock';
import { UploadMediaForm } from '@/features/creator/components/upload-media-form';

vi.mock('@/lib/resumable-upload', async (importOriginal) => ({
  ...(await importOriginal<typeof resumable>()),
  uploadFiles: vi.fn(),
  terminateUpload: vi.fn(() => Promise.resolve()),
}));

const cover = new File(['img'], 'cover.png', { type: 'image/png' });
const audio = new File(['mp3'], 'track.mp3', { type: 'audio/mpeg' });

type Answer = ReturnType<typeof ok> | ReturnType<typeof fail> | { status: number; body: unknown };

/** renderForm: the album form; `finish` answers upload-media-from-uploads. */
function renderForm(finish: (call: MockCall) => Answer) {
  const { calls } = mockFetch({
    'GET /api/media/genres': () => ok({ data: [{ _id: 'g1', title: 'Worship' }] }),
    'POST /api/media/upload-media-from-uploads': finish,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <UploadMediaForm type="album" idPrefix="t" />
      <Toaster />
    </QueryClientProvider>,
  );
  const user = userEvent.setup({ applyAccept: false });
  return { user, calls };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title', { selector: '#t-title' }), 'Morning Praise');
  await screen.findAllByRole('option', { name: 'Worship' });
  await user.selectOptions(screen.getByLabelText('Genre'), 'g1');
  await user.type(screen.getByLabelText('Description'), 'Songs for the morning');
  await user.upload(screen.getByLabelText('Cover Image'), cover);
  const track = screen.getByRole('group', { name: 'Track 1' });
  await user.type(within(track).getByLabelText('Title'), 'Great Is Thy Faithfulness');
  await user.upload(within(track).getByLabelText('Audio File'), audio);
}

const releaseField = () => screen.getByLabelText(/^Release date and time/);
const finishBody = (calls: MockCall[]) =>
  calls.find((c) => c.url === '/api/media/upload-media-from-uploads')?.body as
    Record<string, unknown> | undefined;
const created = (message: string) => ({
  status: 201,
  body: { success: true, message, data: { media: { _id: 'm1' } } },
});

beforeEach(() => {
  userPb.authStore.save(fakeJwt(), null);
  vi.mocked(uploadFiles).mockImplementation(async () => ['up-cover', 'up-track']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(uploadFiles).mockReset();
  userPb.authStore.clear();
});

describe('the upload form’s release time and drafts', () => {
  it("offers an optional release time in the creator's time zone, and Save as draft", () => {
    renderForm(() => created('Album uploaded successfully!'));
    const field = releaseField();
    expect(field).toHaveAttribute('type', 'datetime-local');
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription(
      `In your time zone (${viewerTimeZone()}). Once approved, it goes live at this time.`,
    );
    const draft = screen.getByRole('button', { name: 'Save as draft' });
    expect(draft).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Upload Song' })).toHaveAttribute('type', 'submit');
  });

  it('saves a draft with its release time sent as UTC, toasts and resets', async () => {
    const { user, calls } = renderForm(() => created('Draft saved'));
    await fillValid(user);
    await user.type(releaseField(), '2099-12-01T06:00');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));

    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(finishBody(calls)).toMatchObject({
      coverUpload: 'up-cover',
      episodeUploads: ['up-track'],
      draft: true,
      publishAt: new Date(2099, 11, 1, 6, 0).toISOString(),
    });
    await waitFor(() => expect(releaseField()).toHaveValue(''));
    expect(screen.getByLabelText('Title', { selector: '#t-title' })).toHaveValue('');
  });

  it('sends neither draft nor publishAt for a plain upload', async () => {
    const { user, calls } = renderForm(() => created('Album uploaded successfully!'));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Upload Song' }));
    expect(await screen.findByText('Album uploaded successfully!')).toBeInTheDocument();
    const body = finishBody(calls);
    expect(body).not.toHaveProperty('draft');
    expect(body).not.toHaveProperty('publishAt');
  });

  it('refuses a release time in the past before anything is sent', async () => {
    const { user } = renderForm(() => created('Album uploaded successfully!'));
    await fillValid(user);
    await user.type(releaseField(), '2020-12-01T06:00');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));

    expect(await screen.findByText('The release time must be in the future')).toBeInTheDocument();
    expect(releaseField()).toHaveAttribute('aria-invalid', 'true');
    expect(releaseField()).toHaveAccessibleDescription('The release time must be in the future');
    expect(uploadFiles).not.toHaveBeenCalled();
  });

  it("puts the server's release time error on the field", async () => {
    const { user } = renderForm(() =>
      fail(400, 'Please fix the highlighted fields.', {
        publishAt: { code: 'in_past', message: 'The release time must be in the future' },
      }),
    );
    await fillValid(user);
    await user.type(releaseField(), '2099-12-01T06:00');
    await user.click(screen.getByRole('button', { name: 'Upload Song' }));

    expect(await screen.findByText('The release time must be in the future')).toBeInTheDocument();
    expect(releaseField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('form')).toHaveTextContent('Please fix the highlighted fields.');
    // The buttons are back; what was typed stays.
    expect(screen.getByRole('button', { name: 'Save as draft' })).toBeEnabled();
    expect(releaseField()).toHaveValue('2099-12-01T06:00');
  });

  it("reads 'Saving draft...' on the draft button while it saves, with the upload disabled", async () => {
    let finishUploads: ((ids: string[]) => void) | undefined;
    vi.mocked(uploadFiles).mockImplementation(
      () =>
        new Promise<string[]>((resolve) => {
          finishUploads = resolve;
        }),
    );
    const { user } = renderForm(() => created('Draft saved'));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));

    expect(await screen.findByRole('button', { name: 'Saving draft...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload Song' })).toBeDisabled();
    finishUploads?.(['up-cover', 'up-track']);
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
  });
});
