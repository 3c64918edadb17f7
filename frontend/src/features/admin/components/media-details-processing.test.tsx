import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetFileTokens } from '@/lib/file-token';
import { adminPb } from '@/lib/pocketbase';
import { adminMedia, mediaPage, signInAdmin, STATUSES } from '@/test/admin-fixtures';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import type { AdminEpisode } from '@/features/admin/types';

const song = adminMedia({ _id: 's1', title: 'Morning Praise', adminStatus: 'pending' });

function episode(over: Partial<AdminEpisode>): AdminEpisode {
  return {
    _id: 'e1',
    mediaId: 's1',
    position: 1,
    title: 'Great Is Thy Faithfulness',
    description: '',
    duration: 200,
    adminStatus: 'pending',
    plays: 0,
    audioUrl: '/api/files/episodes/e1/a.wav',
    streamUrl: '/api/media/episodes/e1/stream?token=t',
    format: 'wav',
    createdAt: '2025-05-11T10:00:00.000Z',
    ...over,
  };
}

beforeEach(() => signInAdmin());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  forgetFileTokens();
  adminPb.authStore.clear();
});

describe("the admin's item details: processing", () => {
  it("shows a failed episode's sentence and starts it again with the admin's account", async () => {
    const failed = episode({
      processing: 'failed',
      processingError: 'The file ends before its header says it does. Upload it again.',
    });
    let current = failed;
    const { calls } = mockFetch({
      'GET /api/admin/me': () => ok({ admin: { _id: 'a1', name: 'Ruth Admin', email: 'r@x' } }),
      'GET /api/media/media-statuses': () => ok(STATUSES),
      'GET /api/media/genres': () => ok({ data: [] }),
      'GET /api/media/media-by-admin-status': () => ok(mediaPage([song])),
      'GET /api/media/s1': () => ok({ media: { ...song, episodes: [current] } }),
      'GET /api/admin/media/s1/history': () => ok({ data: [] }),
      'POST /api/media/episodes/e1/reprocess': () => {
        current = { ...failed, processing: 'pending', processingProgress: 0 };
        return {
          status: 202,
          body: { success: true, message: 'Processing started', data: { episode: current } },
        };
      },
    });
    vi.spyOn(adminPb.files, 'getToken').mockResolvedValue('admin-file-token');
    const followed: string[] = [];
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof HTMLAnchorElement) {
        event.preventDefault();
        followed.push(event.target.getAttribute('href') ?? '');
      }
    };
    document.addEventListener('click', onClick);
    try {
      renderApp('/admin/songs');
      await userEvent.click(await screen.findByRole('button', { name: 'Morning Praise' }));
      const dialog = await screen.findByRole('dialog', { name: 'Morning Praise' });
      expect(await within(dialog).findByText(failed.processingError!)).toBeInTheDocument();

      await userEvent.click(
        within(dialog).getByRole('button', {
          name: 'Download original of Great Is Thy Faithfulness',
        }),
      );
      await waitFor(() =>
        expect(followed).toEqual(['/api/media/episodes/e1/original?token=admin-file-token']),
      );

      await userEvent.click(
        within(dialog).getByRole('button', {
          name: 'Try again: process Great Is Thy Faithfulness',
        }),
      );
      expect(await screen.findByText('Processing started')).toBeInTheDocument();
      expect(await within(dialog).findByText('Waiting to be processed')).toBeInTheDocument();
      const post = calls.find((c) => c.method === 'POST')!;
      expect(post.headers.Authorization).toBe(`Bearer ${adminPb.authStore.token}`);
    } finally {
      document.removeEventListener('click', onClick);
    }
  });
});
