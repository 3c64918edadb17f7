// Helpers for the journeys that drive the server with other people's clients
// (the PocketBase JS SDK, tus-js-client, podcast feed parsers, PocketBase's
// dashboard) from Node: accounts, uploads and approvals through our own API.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EventSource } from 'eventsource';
import PocketBase, { ClientResponseError } from 'pocketbase';
import { codeFromMail, expect, mailsTo, uniqueEmail } from './fixtures';
import { png, wav } from './media-files';
import { readState } from './server';

/** Node 20 has no EventSource; the SDK's realtime needs one. */
export function installEventSource(): void {
  const g = globalThis as { EventSource?: unknown };
  if (!g.EventSource) g.EventSource = EventSource;
}

export function baseURL(): string {
  return readState().baseURL;
}

/** Our API's envelope (API.md). */
export interface Envelope<T> {
  success: boolean;
  status?: number;
  message?: string;
  data: T;
}

export interface Answer<T> {
  status: number;
  body: Envelope<T>;
}

/** One call to our API, as JSON or multipart; never throws on a status. */
export async function call<T = unknown>(
  path: string,
  init: { method?: string; token?: string; json?: unknown; form?: FormData } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body: string | FormData | undefined;
  if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    body = init.form;
  }
  const res = await fetch(`${baseURL()}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body,
  });
  const text = await res.text();
  let parsed: Envelope<T>;
  try {
    parsed = JSON.parse(text) as Envelope<T>;
  } catch {
    parsed = { success: false, message: text, data: undefined as T };
  }
  return { status: res.status, body: parsed };
}

/** A verified account of the users collection, signed in through our API. */
export interface Account {
  name: string;
  email: string;
  password: string;
  id: string;
  token: string;
}

/**
 * Signs up through POST /api/users/create-new-account, reads the code the
 * server "mailed" (its log), verifies it and signs in with /api/users/login.
 */
export async function newAccount(label: string, name: string): Promise<Account> {
  const email = uniqueEmail(label);
  const password = `${label}-psalm-23-still-waters`;
  await signUpThroughAPI(name, email, password);
  const login = await call<{ token: string; user: { _id: string } }>('/api/users/login', {
    method: 'POST',
    json: { email, password },
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return { name, email, password, id: login.body.data.user._id, token: login.body.data.token };
}

/**
 * Signs up and verifies the email through our API, as the sign-up screens do: the set-up of a
 * journey that is not about those screens (e2e/accounts.spec.ts walks them), at a fraction of
 * the cost of a page load, a form and the code boxes.
 */
export async function signUpThroughAPI(name: string, email: string, password: string) {
  const mailsBefore = mailsTo(email).length;
  const created = await call('/api/users/create-new-account', {
    method: 'POST',
    json: { name, email, password },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const code = await codeFromMail(email, mailsBefore);
  const verified = await call('/api/users/verify-user', {
    method: 'POST',
    json: { verificationCode: code, email },
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
}

/**
 * A value made once per e2e run and kept in the server's data dir, so that
 * every worker (Playwright starts a new one after a failed test) reuses it:
 * sign-ups (10 a minute) and sign-ins are rate limited per address, and
 * every journey runs from 127.0.0.1.
 */
function once<T>(key: string, make: () => Promise<T>): Promise<T> {
  memo[key] ??= (async () => {
    const file = join(readState().dataDir, 'e2e-clients-shared.json');
    const read = (): Record<string, unknown> =>
      existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
    const kept = read()[key];
    if (kept !== undefined) return kept as T;
    const made = await make();
    writeFileSync(file, JSON.stringify({ ...read(), [key]: made }));
    return made;
  })();
  return memo[key] as Promise<T>;
}
const memo: Record<string, Promise<unknown>> = {};
const runTag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The creator who uploads in these journeys (a name no one else has). */
export function sharedCreator(): Promise<Account> {
  return once('creator', () => newAccount('client-creator', `Deborah Clients ${runTag}`));
}

/** A listener: signed in, not the creator. */
export function sharedListener(): Promise<Account> {
  return once('listener', () => newAccount('client-listener', `Lydia Listener ${runTag}`));
}

/** The admin the worker's server was given, signed in through POST /api/admin/login. */
export function adminToken(): Promise<string> {
  return once('adminToken', async () => {
    const { email, password } = readState().admin;
    const res = await call<{ token: string }>('/api/admin/login', {
      method: 'POST',
      json: { email, password },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.token;
  });
}

/** An admin's decision through PUT /api/media/media-status (API.md "Admin"). */
export async function setStatusAsAdmin(mediaId: string, adminStatus: string, reason = '') {
  const res = await call('/api/media/media-status', {
    method: 'PUT',
    token: await adminToken(),
    json: { mediaId, adminStatus, reason },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

export interface EpisodeJSON {
  _id: string;
  title: string;
  adminStatus: string;
  duration: number;
  audioUrl: string;
  streamUrl?: string;
}

export interface MediaJSON {
  _id: string;
  title: string;
  type: string;
  adminStatus: string;
  statusReason: string;
  /** publishAt: the release time (RFC 3339, UTC), '' for none. */
  publishAt?: string;
  artist: { _id: string; name: string };
  episodes?: EpisodeJSON[];
}

/** The id of a genre (the catalog is seeded by the migrations). */
export function aGenre(token: string): Promise<string> {
  return once('genre', async () => {
    const res = await call<{ data: Array<{ _id: string }> }>('/api/media/genres', { token });
    expect(res.status).toBe(200);
    return res.body.data.data[0]._id;
  });
}

/** One episode of an upload: a title and real audio (a WAV of silence). */
export interface EpisodeFile {
  title: string;
  audio: Buffer;
  filename: string;
}

/** Two episodes of different lengths, so their sizes differ. */
export function twoEpisodes(): EpisodeFile[] {
  return [
    { title: 'In the Beginning', audio: wav(3), filename: 'beginning.wav' },
    { title: 'The Word Became Flesh', audio: wav(5), filename: 'word.wav' },
  ];
}

/** What an upload says besides the item (API.md, "Creators' workflow"). */
export interface ReleaseOptions {
  /** draft: saved for its creator only, not sent to review. */
  draft?: boolean;
  /** publishAt: the release time, RFC 3339. */
  publishAt?: string;
}

/**
 * Uploads media with its episodes as the creator, through POST
 * /api/media/upload-media (multipart, as the creator's own page does);
 * `release` makes it a draft or gives it a release time.
 */
export async function uploadMedia(
  creator: Account,
  title: string,
  episodes: EpisodeFile[] = twoEpisodes(),
  type: 'podcast' | 'album' | 'sermon' = 'podcast',
  extra: Record<string, string> = {},
  release: ReleaseOptions = {},
): Promise<MediaJSON> {
  const genre = await aGenre(creator.token);
  const form = new FormData();
  form.append(
    'podcastMetadata',
    JSON.stringify({ title, description: `${title}: a test ${type}.`, genre, type, ...extra }),
  );
  form.append('coverArt', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
  form.append(
    'episodesMetadata',
    JSON.stringify(
      episodes.map((e) => ({ title: e.title, description: `${e.title}.`, genre: '', lyrics: '' })),
    ),
  );
  for (const e of episodes)
    form.append(
      'episodeAudios',
      new Blob([new Uint8Array(e.audio)], { type: 'audio/wav' }),
      e.filename,
    );
  if (release.draft) form.append('draft', 'true');
  if (release.publishAt) form.append('publishAt', release.publishAt);
  const res = await call<{ media: MediaJSON }>('/api/media/upload-media', {
    method: 'POST',
    token: creator.token,
    form,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const media = res.body.data.media;
  expect(media.adminStatus).toBe(release.draft ? 'draft' : 'pending');
  expect(media.episodes).toHaveLength(episodes.length);
  return media;
}

/** GET /api/media/{id} as someone: the status and the media (with episodes) when 200. */
export async function getMedia(token: string, id: string): Promise<Answer<{ media: MediaJSON }>> {
  return call<{ media: MediaJSON }>(`/api/media/${encodeURIComponent(id)}`, { token });
}

/**
 * Signs a PocketBase SDK client in with authWithPassword. PocketBase limits
 * password sign-ins per collection and address (2 in 3 s by default); a 429
 * is retried until the server takes it (a condition, not a fixed wait).
 */
export async function sdkSignIn(
  pb: PocketBase,
  collection: 'users' | '_superusers',
  email: string,
  password: string,
): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      await pb.collection(collection).authWithPassword(email, password, { requestKey: null });
      return;
    } catch (err) {
      const limited = err instanceof ClientResponseError && err.status === 429;
      if (!limited || Date.now() > deadline) throw err;
    }
    await new Promise((r) => setTimeout(r, 250)); // poll until the limiter lets us in
  }
}

/** A PocketBase SDK client for our server, signed in as the e2e superuser. */
export async function superuserClient(): Promise<PocketBase> {
  const pb = new PocketBase(baseURL());
  pb.autoCancellation(false);
  const { email, password } = readState().superuser;
  await sdkSignIn(pb, '_superusers', email, password);
  expect(pb.authStore.isSuperuser).toBe(true);
  return pb;
}

/** A PocketBase SDK client signed in as account, with the SDK's own authWithPassword. */
export async function userClient(account: Account): Promise<PocketBase> {
  const pb = new PocketBase(baseURL());
  pb.autoCancellation(false);
  await sdkSignIn(pb, 'users', account.email, account.password);
  return pb;
}
