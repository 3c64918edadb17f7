import { vi } from 'vitest';

/**
 * stubObjectUrls gives the test DOM a URL.createObjectURL and URL.revokeObjectURL it can watch, for
 * one test; call the returned function to take them away again.
 */
export function stubObjectUrls(url = 'blob:test') {
  const created = vi.fn((_blob: Blob) => url);
  const revoked = vi.fn((_url: string) => {});
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = created;
  URL.revokeObjectURL = revoked;
  return {
    created,
    revoked,
    restore: () => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    },
  };
}
