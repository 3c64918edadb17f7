import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('follows the signed-in areas and the delete-account page', () => {
    expect(safeRedirect('/user/songs')).toBe('/user/songs');
    expect(safeRedirect('/app/settings')).toBe('/app/settings');
    expect(safeRedirect('/delete-account')).toBe('/delete-account');
  });

  it('follows a public item or creator page back after "Sign in to follow"', () => {
    expect(safeRedirect('/m/abc123')).toBe('/m/abc123');
    expect(safeRedirect('/m/abc123?episode=e1&t=90')).toBe('/m/abc123?episode=e1&t=90');
    expect(safeRedirect('/c/u_1')).toBe('/c/u_1');
  });

  it('sends anything else to the creator area', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/admin',
      '/userx',
      '/m/',
      '/m//evil.example',
      '/m/\\evil.example',
      '/c/x/../../admin',
      '/mx/abc',
      null,
      undefined,
      42,
    ]) {
      expect(safeRedirect(bad)).toBe('/user');
    }
  });
});
