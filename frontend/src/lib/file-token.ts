import { adminPb, userPb } from '@/lib/pocketbase';

/** FileSession: whose PocketBase file token to ask for, the signed-in user's or admin's. */
export type FileSession = 'user' | 'admin';

/** FILE_SESSIONS: the order a failed cover tries them in. */
export const FILE_SESSIONS: readonly FileSession[] = ['user', 'admin'];

const clients = { user: userPb, admin: adminPb };

// PocketBase's file tokens live 180 s. One is reused for two minutes, so a page of covers costs
// one request, and an image given one loads while it still has a minute to live.
const REUSE_MS = 120_000;

interface Kept {
  token: string;
  session: string; // the auth token it was issued for: a new sign-in needs a new one
  at: number;
}

const kept = new Map<FileSession, Kept>();
const inFlight = new Map<FileSession, Promise<string>>();

/** signedIn: whether that session has a token to ask with. */
export function signedIn(session: FileSession): boolean {
  return clients[session].authStore.isValid;
}

/**
 * fileToken is a PocketBase file token of the session (POST /api/files/token), '' when it is not
 * signed in or the server refuses. Concurrent callers share one request.
 */
export function fileToken(session: FileSession): Promise<string> {
  const pb = clients[session];
  const auth = pb.authStore.token;
  if (!pb.authStore.isValid) return Promise.resolve('');
  const k = kept.get(session);
  if (k && k.session === auth && Date.now() - k.at < REUSE_MS) return Promise.resolve(k.token);
  let pending = inFlight.get(session);
  if (!pending) {
    const at = Date.now();
    pending = pb.files
      .getToken()
      .then((token) => {
        if (token) kept.set(session, { token, session: auth, at });
        return token;
      })
      .catch(() => '')
      .finally(() => inFlight.delete(session));
    inFlight.set(session, pending);
  }
  return pending;
}

/** withToken adds a file token to a file URL. */
export function withToken(url: string, token: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

/** isFileUrl: a URL of PocketBase's file route (root-relative or absolute). */
export function isFileUrl(url: string): boolean {
  return /^(https?:\/\/[^/]+)?\/api\/files\//.test(url);
}

/** forgetFileTokens drops the kept tokens (tests). */
export function forgetFileTokens(): void {
  kept.clear();
  inFlight.clear();
}
