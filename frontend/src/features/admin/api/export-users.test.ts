import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { adminPb } from '@/lib/pocketbase';
import { isApiError } from '@/lib/api';
import { exportUsers, fetchUsersCsv, usersCsvFileName } from '@/features/admin/api/export-users';
import { saveBlob } from '@/lib/save-blob';
import { signInAdmin } from '@/test/admin-fixtures';
import { stubObjectUrls } from '@/test/object-url';

const CSV = 'id,name,email\nu1,Grace Okafor,grace@example.com\n';

afterEach(() => {
  vi.unstubAllGlobals();
  adminPb.authStore.clear();
});

function stubFetch(response: () => Response) {
  const fn = vi.fn(async (_url: string, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fn);
  return fn;
}

describe('CSV export', () => {
  it('asks for the filtered users with the admin token and returns the CSV', async () => {
    signInAdmin();
    const fn = stubFetch(() => new Response(CSV, { headers: { 'Content-Type': 'text/csv' } }));
    const blob = await fetchUsersCsv({ search: ' grace ', status: 'suspended' });
    const [url, init] = fn.mock.calls[0];
    expect(url.replace(location.origin, '')).toBe(
      '/api/admin/users/export.csv?search=grace&status=suspended',
    );
    expect((init?.headers as Record<string, string>).Authorization).toBe(
      `Bearer ${adminPb.authStore.token}`,
    );
    expect(await blob.text()).toBe(CSV);
  });

  it('leaves out empty filters', async () => {
    signInAdmin();
    const fn = stubFetch(() => new Response(CSV));
    await fetchUsersCsv({ search: '', status: 'all' });
    expect(fn.mock.calls[0][0].replace(location.origin, '')).toBe('/api/admin/users/export.csv');
  });

  it("throws the server's message on a failure", async () => {
    signInAdmin();
    stubFetch(
      () =>
        new Response(JSON.stringify({ success: false, status: 403, message: 'Admins only.' }), {
          status: 403,
        }),
    );
    const error = await fetchUsersCsv({ search: '', status: 'all' }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect((error as Error).message).toBe('Admins only.');
  });

  it('saves a Blob through a temporary download link', async () => {
    const urls = stubObjectUrls('blob:1');
    onTestFinished(urls.restore);
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    saveBlob(new Blob([CSV], { type: 'text/csv' }), 'users.csv');
    expect(click).toHaveBeenCalledTimes(1);
    expect(clicked[0].download).toBe('users.csv');
    expect(clicked[0].getAttribute('href')).toBe('blob:1');
    expect(document.querySelector('a[download]')).toBeNull();
    await new Promise((r) => setTimeout(r, 0));
    expect(urls.revoked).toHaveBeenCalledWith('blob:1');
  });

  it('names the file after the day and downloads it', async () => {
    expect(usersCsvFileName(new Date(2025, 7, 3))).toBe('selah-users-2025-08-03.csv');
    signInAdmin();
    stubFetch(() => new Response(CSV));
    onTestFinished(stubObjectUrls('blob:2').restore);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { fileName } = await exportUsers({ search: '', status: 'all' });
    expect(fileName).toMatch(/^selah-users-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(click).toHaveBeenCalled();
  });
});
