import { describe, expect, it } from 'vitest';
import { landingAfterSignIn } from './landing';

describe('landingAfterSignIn', () => {
  it('lands an account that never uploaded on the listener home', () => {
    expect(landingAfterSignIn({ isCreator: false }, null)).toBe('/app');
    expect(landingAfterSignIn({}, undefined)).toBe('/app');
    expect(landingAfterSignIn({ isCreator: false }, '')).toBe('/app');
  });
  it('lands a creator on the creator dashboard', () => {
    expect(landingAfterSignIn({ isCreator: true }, null)).toBe('/user');
  });
  it('follows an explicit, safe "from" for either', () => {
    expect(landingAfterSignIn({ isCreator: false }, '/user/songs')).toBe('/user/songs');
    expect(landingAfterSignIn({ isCreator: true }, '/app/library')).toBe('/app/library');
    expect(landingAfterSignIn({ isCreator: false }, '/m/abc123')).toBe('/m/abc123');
  });
  it('sends an unsafe "from" home instead', () => {
    expect(landingAfterSignIn({ isCreator: false }, 'https://evil.example')).toBe('/app');
    expect(landingAfterSignIn({ isCreator: false }, '/admin')).toBe('/app');
    expect(landingAfterSignIn({ isCreator: true }, '//evil.example')).toBe('/user');
  });
});
