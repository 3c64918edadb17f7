import { paths } from '@/config/paths';

/**
 * ITEM_PATH: the paths of an item on Selah: its public page (/m/{id}), the signed-in app's page
 * (/app/media/{id}) and its embedded player (/embed/media/{id}).
 */
const ITEM_PATH = /^\/(?:m|app\/media|embed\/media)\/([^/]+)\/?$/;

/** ITEM_ID: what an item's id may hold (PocketBase ids are letters and digits). */
const ITEM_ID = /^[A-Za-z0-9_-]{1,64}$/;

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export const ITEM_LINK_MESSAGES = {
  required: 'Please paste the link to the item on Selah',
  invalid: (origin: string) =>
    `This is not a link to an item on Selah. It looks like ${origin}${paths.public.media('abc123')}`,
  otherSite: (host: string) =>
    `This link is not to Selah. Open the item on ${host} and copy the link from the address bar.`,
} as const;

export type ItemLink = { id: string; error?: undefined } | { id?: undefined; error: string };

/** bareHost is a host without a leading "www.", so selah.audio and www.selah.audio are one. */
function bareHost(host: string): string {
  return host.toLowerCase().replace(/^www\./, '');
}

/**
 * parseItemLink reads the item's id from a link to it on this site (`origin`): its public page
 * https://host/m/{id}, the app's page /app/media/{id} or an embed, with or without the scheme,
 * a query or a fragment. A link to another site, or to anything but an item, is an error that
 * says what a good one looks like.
 */
export function parseItemLink(text: string, origin: string): ItemLink {
  const value = text.trim();
  if (!value) return { error: ITEM_LINK_MESSAGES.required };
  const site = new URL(origin);
  let url: URL;
  try {
    if (value.startsWith('/')) url = new URL(value, origin);
    else url = new URL(SCHEME.test(value) ? value : `https://${value}`);
  } catch {
    return { error: ITEM_LINK_MESSAGES.invalid(origin) };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { error: ITEM_LINK_MESSAGES.invalid(origin) };
  if (bareHost(url.host) !== bareHost(site.host))
    return { error: ITEM_LINK_MESSAGES.otherSite(site.host) };
  const match = ITEM_PATH.exec(url.pathname);
  let id = '';
  try {
    id = match ? decodeURIComponent(match[1]!) : '';
  } catch {
    id = '';
  }
  if (!ITEM_ID.test(id)) return { error: ITEM_LINK_MESSAGES.invalid(origin) };
  return { id };
}

/** itemLink is the public page's full link of an item, as the form shows it. */
export function itemLink(id: string, origin: string): string {
  return `${origin}${paths.public.media(id)}`;
}
