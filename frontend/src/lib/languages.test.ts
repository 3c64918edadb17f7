import { describe, expect, it } from 'vitest';
import { COMMON_LANGUAGES, defaultLanguage, languageName, languageOptions } from '@/lib/languages';

describe('languages', () => {
  it('lists two-letter codes, once each, in order of their English names', () => {
    const codes = COMMON_LANGUAGES.map((l) => l.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((c) => /^[a-z]{2}$/.test(c))).toBe(true);
    const names = COMMON_LANGUAGES.map((l) => l.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
    expect(languageName('en')).toBe('English');
    expect(languageName('es')).toBe('Spanish (Español)');
    expect(languageName('kw')).toBe('KW');
  });

  it("defaults to the first of the browser's languages the list has, else English", () => {
    expect(defaultLanguage(['pt-BR', 'en-US'])).toBe('pt');
    expect(defaultLanguage(['kw-GB', 'yo'])).toBe('yo');
    expect(defaultLanguage(['kw'])).toBe('en');
    expect(defaultLanguage([])).toBe('en');
  });

  it("keeps an item's language the list lacks as an option", () => {
    expect(languageOptions('en')).toBe(COMMON_LANGUAGES);
    expect(languageOptions('kw')[0]).toEqual({ code: 'kw', name: 'KW' });
  });
});
