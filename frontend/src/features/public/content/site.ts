/** CONTACT_EMAIL is where people reach a person at Selah: support, privacy and copyright requests. */
export const CONTACT_EMAIL = 'support@selah.audio';

/** LEGAL_EFFECTIVE_DATE is when the privacy policy and the terms took effect (SPEC §2, §9). */
export const LEGAL_EFFECTIVE_DATE = '18 August 2025';

/** MINIMUM_AGE is the youngest age at which someone may hold an account (SPEC §9). */
export const MINIMUM_AGE = 13;

/** ADULT_AGE is the age under which an account needs a parent's or guardian's permission. */
export const ADULT_AGE = 18;

/** SECTION_LINKS are the landing page's sections that the header links to, in order. */
export const SECTION_LINKS = [
  { id: 'features', label: 'Features' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'about', label: 'About' },
  { id: 'blog', label: 'Blog' },
] as const;
