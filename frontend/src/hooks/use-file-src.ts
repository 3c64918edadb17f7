import * as React from 'react';
import { FILE_SESSIONS, fileToken, isFileUrl, signedIn, withToken } from '@/lib/file-token';

export interface FileSrc {
  /** src: what the <img> shows now; null when there is nothing (left) to show. */
  src: string | null;
  /** failed: nothing more to try; show a placeholder. */
  failed: boolean;
  /** onError: the <img>'s onError. */
  onError: () => void;
}

interface State {
  base: string | null;
  src: string | null;
  next: number; // the index in FILE_SESSIONS of the next session to try
  failed: boolean;
}

function initial(base: string | null): State {
  return { base, src: base, next: 0, failed: !base };
}

/**
 * useFileSrc is the src of an <img> showing a stored file (a cover). It loads the plain URL first:
 * an approved item's cover is public, the same URL for everyone and cacheable. The server answers
 * 404 for a file of an item the public may not see (pending, rejected, taken down, or of a
 * suspended creator), but its creator and admins may: after a failed load of a /api/files/ URL
 * the same URL is tried with a PocketBase file token of the signed-in user, then of the signed-in
 * admin (an <img> cannot send the Authorization header). `failed` once nothing is left to try.
 */
export function useFileSrc(url: string | null | undefined): FileSrc {
  const base = url || null;
  const [state, setState] = React.useState<State>(() => initial(base));
  // Adjusting state while rendering keeps it in step with the URL (as useObjectUrl does).
  let current = state;
  if (state.base !== base) {
    current = initial(base);
    setState(current);
  }

  const onError = React.useCallback(() => {
    const { base: from, next } = current;
    if (!from || !isFileUrl(from)) {
      setState((s) => (s.base === from ? { ...s, failed: true, src: null } : s));
      return;
    }
    void (async () => {
      for (let i = next; i < FILE_SESSIONS.length; i++) {
        const session = FILE_SESSIONS[i];
        if (!signedIn(session)) continue;
        const token = await fileToken(session);
        if (!token) continue;
        setState((s) => (s.base === from ? { ...s, src: withToken(from, token), next: i + 1 } : s));
        return;
      }
      setState((s) => (s.base === from ? { ...s, failed: true, src: null } : s));
    })();
  }, [current]);

  return { src: current.failed ? null : current.src, failed: current.failed, onError };
}
