import { describe, expect, it } from 'vitest';
import { parseEmbedRoute, parseStart, parseTheme } from '@/embed/route';

const at = (pathname: string, search = '') => parseEmbedRoute({ pathname, search });

describe('parseEmbedRoute', () => {
  it('reads a media embed', () => {
    expect(at('/embed/media/abc123')).toEqual({
      kind: 'media',
      id: 'abc123',
      start: null,
      theme: null,
    });
  });

  it('reads an episode embed with its start and theme', () => {
    expect(at('/embed/episodes/ep1/', '?t=5&theme=dark')).toEqual({
      kind: 'episodes',
      id: 'ep1',
      start: 5,
      theme: 'dark',
    });
  });

  it('decodes the id', () => {
    expect(at('/embed/media/a%20b')?.id).toBe('a b');
  });

  it.each([
    '/',
    '/embed',
    '/embed/media',
    '/embed/media/',
    '/embed/users/x',
    '/embed/media/x/y',
    '/m/x',
    '/embed/media/%E0%A4%A',
  ])('refuses %s', (path) => {
    expect(at(path)).toBeNull();
  });
});

describe('parseStart', () => {
  it.each([
    ['90', 90],
    ['90.7', 90],
    ['0', 0],
    ['1m30s', 90],
    ['1h2m3s', 3723],
    ['45s', 45],
  ])('%s is %i s', (raw, seconds) => {
    expect(parseStart(raw)).toBe(seconds);
  });

  it.each([null, '', '-5', 'abc', '1:30', '5e3', ' '])('%s is no start', (raw) => {
    expect(parseStart(raw)).toBeNull();
  });
});

describe('parseTheme', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['DARK', null],
    ['blue', null],
    [null, null],
  ])('%s gives %s', (raw, theme) => {
    expect(parseTheme(raw)).toBe(theme);
  });
});
