import * as React from 'react';
import type PocketBase from 'pocketbase';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useAuthToken } from '@/lib/auth/auth-store';

/** REALTIME_SETTLE_MS: one upload or review fires several record events; refetch once after them. */
export const REALTIME_SETTLE_MS = 250;

/**
 * useRealtimeInvalidation subscribes to every create, update and delete of `collection` that
 * `pb`'s signed-in account may see (PocketBase realtime applies the collection's rules) and
 * invalidates `queryKeys` when one arrives, so open lists and figures follow without a reload.
 * It resubscribes when the token changes and unsubscribes on unmount. Where the browser has no
 * EventSource (tests) it does nothing.
 */
export function useRealtimeInvalidation(
  pb: PocketBase,
  collection: string,
  queryKeys: ReadonlyArray<QueryKey>,
): void {
  const queryClient = useQueryClient();
  const token = useAuthToken(pb);
  const keys = React.useRef(queryKeys);
  React.useLayoutEffect(() => {
    keys.current = queryKeys;
  });

  React.useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let unsubscribe: (() => Promise<void>) | null = null;

    const refresh = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        for (const queryKey of keys.current) void queryClient.invalidateQueries({ queryKey });
      }, REALTIME_SETTLE_MS);
    };

    pb.collection(collection)
      .subscribe('*', refresh)
      .then((unsub) => {
        if (active) unsubscribe = unsub;
        else void unsub().catch(() => {});
      })
      // Realtime is a convenience: the pages still load and refresh without it.
      .catch(() => {});

    return () => {
      active = false;
      if (timer) clearTimeout(timer);
      if (unsubscribe) void unsubscribe().catch(() => {});
    };
  }, [pb, collection, token, queryClient]);
}
