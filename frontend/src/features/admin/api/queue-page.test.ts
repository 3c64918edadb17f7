import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminPb } from '@/lib/pocketbase';
import { getAppeals } from '@/features/admin/api/appeals';
import { getReports } from '@/features/admin/api/reports';
import { getRevisions } from '@/features/admin/api/get-revisions';
import { signInAdmin } from '@/test/admin-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  adminPb.authStore.clear();
});

/** stubAnswer answers every request with the envelope around data, and records the URLs asked. */
function stubAnswer(data: unknown) {
  const fn = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ success: true, message: '', data }), {
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fn);
  return () => fn.mock.calls.map(([url]) => new URL(url, location.origin));
}

describe('admin queue pages', () => {
  it('asks for the filter and page, and fills what the answer leaves out', async () => {
    signInAdmin();
    const asked = stubAnswer({ data: [{ _id: 'a1' }] });
    const page = await getAppeals('decided', 3);
    expect(asked()[0].pathname).toBe('/api/admin/appeals');
    expect(Object.fromEntries(asked()[0].searchParams)).toEqual({
      status: 'decided',
      page: '3',
      limit: '10',
    });
    expect(page).toEqual({ data: [{ _id: 'a1' }], total: 1, page: 3, limit: 10 });
  });

  it("keeps the server's figures, and a queue's own fields beside the page", async () => {
    signInAdmin();
    stubAnswer({ data: [{ media: { _id: 'm1' } }], total: 31, page: 2, limit: 10, openReports: 7 });
    const page = await getReports('open', 2);
    expect(page).toEqual({
      data: [{ media: { _id: 'm1' }, reasons: [], reports: [] }],
      total: 31,
      page: 2,
      limit: 10,
      openReports: 7,
    });
  });

  it('reads an empty answer as an empty page', async () => {
    signInAdmin();
    const asked = stubAnswer(null);
    expect(await getRevisions()).toEqual({ data: [], total: 0, page: 1, limit: 100 });
    expect(asked()[0].searchParams.has('status')).toBe(false);
  });
});
