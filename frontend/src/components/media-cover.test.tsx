import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const sessions = vi.hoisted(() => {
  const make = (token: string) => ({
    authStore: { isValid: false, token: '' },
    files: { getToken: vi.fn(() => Promise.resolve(token)) },
  });
  return { userPb: make('user-file-token'), adminPb: make('admin-file-token') };
});
vi.mock('@/lib/pocketbase', () => sessions);

import { MediaCover } from '@/components/media-cover';
import { forgetFileTokens } from '@/lib/file-token';

const cover = '/api/files/pbc_selah_media/abc/cover_x.png?thumb=300x300';

function signIn(who: 'userPb' | 'adminPb', yes: boolean) {
  sessions[who].authStore.isValid = yes;
  sessions[who].authStore.token = yes ? `${who}-auth` : '';
}

function img(container: HTMLElement) {
  return container.querySelector('img');
}

describe('MediaCover', () => {
  beforeEach(() => {
    forgetFileTokens();
    signIn('userPb', false);
    signIn('adminPb', false);
    sessions.userPb.files.getToken.mockClear();
    sessions.adminPb.files.getToken.mockClear();
  });

  it('loads a cover by its plain URL, with no token', () => {
    signIn('userPb', true);
    const { container } = render(<MediaCover src={cover} />);
    expect(img(container)?.getAttribute('src')).toBe(cover);
    expect(sessions.userPb.files.getToken).not.toHaveBeenCalled();
  });

  it("retries a cover the public may not see with the creator's file token", async () => {
    signIn('userPb', true);
    const { container } = render(<MediaCover src={cover} />);
    fireEvent.error(img(container)!);
    await waitFor(() =>
      expect(img(container)?.getAttribute('src')).toBe(`${cover}&token=user-file-token`),
    );
  });

  it("then with an admin's, then shows the placeholder", async () => {
    signIn('userPb', true);
    signIn('adminPb', true);
    const { container } = render(<MediaCover src={cover} />);
    fireEvent.error(img(container)!);
    await waitFor(() => expect(img(container)?.getAttribute('src')).toContain('user-file-token'));
    fireEvent.error(img(container)!);
    await waitFor(() =>
      expect(img(container)?.getAttribute('src')).toBe(`${cover}&token=admin-file-token`),
    );
    fireEvent.error(img(container)!);
    await waitFor(() => expect(img(container)).toBeNull());
  });

  it('an admin alone gets the admin token', async () => {
    signIn('adminPb', true);
    const { container } = render(<MediaCover src="/api/files/media/abc/c.png" />);
    fireEvent.error(img(container)!);
    await waitFor(() =>
      expect(img(container)?.getAttribute('src')).toBe(
        '/api/files/media/abc/c.png?token=admin-file-token',
      ),
    );
    expect(sessions.userPb.files.getToken).not.toHaveBeenCalled();
  });

  it('shows the placeholder at once for a guest, or for a URL that is not a stored file', async () => {
    const guest = render(<MediaCover src={cover} />);
    fireEvent.error(img(guest.container)!);
    await waitFor(() => expect(img(guest.container)).toBeNull());

    signIn('userPb', true);
    const other = render(<MediaCover src="blob:http://localhost/x" />);
    fireEvent.error(img(other.container)!);
    await waitFor(() => expect(img(other.container)).toBeNull());
    expect(sessions.userPb.files.getToken).not.toHaveBeenCalled();
  });

  it('asks for one token for a page of covers', async () => {
    signIn('userPb', true);
    render(
      <>
        {['a', 'b', 'c'].map((id) => (
          <MediaCover key={id} src={`/api/files/media/${id}/c.png`} />
        ))}
      </>,
    );
    for (const el of screen.getAllByRole('presentation', { hidden: true })) fireEvent.error(el);
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('presentation', { hidden: true })
          .every((el) => el.getAttribute('src')?.endsWith('token=user-file-token')),
      ).toBe(true),
    );
    expect(sessions.userPb.files.getToken).toHaveBeenCalledTimes(1);
  });

  it('starts again when the cover changes', async () => {
    signIn('userPb', true);
    const { container, rerender } = render(<MediaCover src="/api/files/media/a/c.png" />);
    fireEvent.error(img(container)!);
    await waitFor(() => expect(img(container)?.getAttribute('src')).toContain('token='));
    rerender(<MediaCover src="/api/files/media/b/c.png" />);
    expect(img(container)?.getAttribute('src')).toBe('/api/files/media/b/c.png');
  });
});
