import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('follows the signed-in areas and the delete-account page', () => {
    expect(safeRedirect('/user/songs')).toBe('/user/songs');
    expect(safeRedirect('/app/settings')).toBe('/app/settings');
    expect(safeRedirect('/delete-account')).toBe('/delete-account');
  });

  it('sends anything else to the creator area', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/admin',
      '/userx',
      null,
      undefined,
      42,
    ]) {
      expect(safeRedirect(bad)).toBe('/user');
    }
  });
});
