import * as React from 'react';

let requested = false;
const listeners = new Set<() => void>();

/**
 * requestToaster asks AppShell to mount the toaster (and load sonner). Every route that can raise
 * a toast sits below QueryAndToasterLayout, which calls it; the landing page never does, so a first visit to
 * "/" does not download the toaster. Once requested it stays mounted, so a toast raised just before
 * navigating back to "/" still shows.
 */
export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot() {
  return requested;
}

/** useToasterRequested is true once requestToaster has been called. */
export function useToasterRequested(): boolean {
  return React.useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
