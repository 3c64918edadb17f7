/**
 * The languages a podcast may be in: ISO 639-1 codes, which the server takes (any of the 183)
 * and publishes as the feed's <language>. The forms offer the common ones below; an item in
 * another language keeps its code as an option.
 */

export interface Language {
  code: string;
  /** name in English, then the language's own name when it differs. */
  name: string;
}

export const DEFAULT_LANGUAGE = 'en';

export const COMMON_LANGUAGES: readonly Language[] = [
  { code: 'af', name: 'Afrikaans' },
  { code: 'am', name: 'Amharic (አማርኛ)' },
  { code: 'ar', name: 'Arabic (العربية)' },
  { code: 'bn', name: 'Bengali (বাংলা)' },
  { code: 'zh', name: 'Chinese (中文)' },
  { code: 'cs', name: 'Czech (Čeština)' },
  { code: 'da', name: 'Danish (Dansk)' },
  { code: 'nl', name: 'Dutch (Nederlands)' },
  { code: 'en', name: 'English' },
  { code: 'tl', name: 'Filipino (Tagalog)' },
  { code: 'fi', name: 'Finnish (Suomi)' },
  { code: 'fr', name: 'French (Français)' },
  { code: 'de', name: 'German (Deutsch)' },
  { code: 'el', name: 'Greek (Ελληνικά)' },
  { code: 'ha', name: 'Hausa' },
  { code: 'he', name: 'Hebrew (עברית)' },
  { code: 'hi', name: 'Hindi (हिन्दी)' },
  { code: 'hu', name: 'Hungarian (Magyar)' },
  { code: 'ig', name: 'Igbo' },
  { code: 'id', name: 'Indonesian (Bahasa Indonesia)' },
  { code: 'it', name: 'Italian (Italiano)' },
  { code: 'ja', name: 'Japanese (日本語)' },
  { code: 'rw', name: 'Kinyarwanda' },
  { code: 'ko', name: 'Korean (한국어)' },
  { code: 'ms', name: 'Malay (Bahasa Melayu)' },
  { code: 'ml', name: 'Malayalam (മലയാളം)' },
  { code: 'no', name: 'Norwegian (Norsk)' },
  { code: 'fa', name: 'Persian (فارسی)' },
  { code: 'pl', name: 'Polish (Polski)' },
  { code: 'pt', name: 'Portuguese (Português)' },
  { code: 'ro', name: 'Romanian (Română)' },
  { code: 'ru', name: 'Russian (Русский)' },
  { code: 'sn', name: 'Shona' },
  { code: 'es', name: 'Spanish (Español)' },
  { code: 'sw', name: 'Swahili (Kiswahili)' },
  { code: 'sv', name: 'Swedish (Svenska)' },
  { code: 'ta', name: 'Tamil (தமிழ்)' },
  { code: 'te', name: 'Telugu (తెలుగు)' },
  { code: 'th', name: 'Thai (ไทย)' },
  { code: 'tr', name: 'Turkish (Türkçe)' },
  { code: 'tw', name: 'Twi' },
  { code: 'uk', name: 'Ukrainian (Українська)' },
  { code: 'ur', name: 'Urdu (اردو)' },
  { code: 'vi', name: 'Vietnamese (Tiếng Việt)' },
  { code: 'xh', name: 'Xhosa (isiXhosa)' },
  { code: 'yo', name: 'Yoruba (Yorùbá)' },
  { code: 'zu', name: 'Zulu (isiZulu)' },
];

const BY_CODE = new Map(COMMON_LANGUAGES.map((l) => [l.code, l]));

/** languageName names a code: from the list, else the code itself in capitals. */
export function languageName(code: string): string {
  return BY_CODE.get(code)?.name ?? code.toUpperCase();
}

/** languageOptions is the list, plus `current` first when it is a code the list lacks. */
export function languageOptions(current?: string): readonly Language[] {
  if (!current || BY_CODE.has(current)) return COMMON_LANGUAGES;
  return [{ code: current, name: languageName(current) }, ...COMMON_LANGUAGES];
}

/**
 * defaultLanguage is the first of the browser's languages ("pt-BR", "en") that the list has,
 * else English: the creator's device says what they most likely speak.
 */
export function defaultLanguage(
  preferred: readonly string[] = typeof navigator === 'undefined'
    ? []
    : (navigator.languages ?? [navigator.language]),
): string {
  for (const tag of preferred) {
    const code = tag?.split('-')[0]?.toLowerCase();
    if (code && BY_CODE.has(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}
