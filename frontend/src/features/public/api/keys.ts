/**
 * publicKeys: the queries of the public pages. Each carries whether the visitor is signed in,
 * because the server answers a signed-in visitor as that account (their stream URLs, resume
 * points, likes and follows) and a visitor as a guest: signing in or out asks again.
 */
export const publicKeys = {
  all: ['public'] as const,
  media: (id: string, signedIn: boolean) => [...publicKeys.all, 'media', id, signedIn] as const,
  creator: (id: string, page: number, signedIn: boolean) =>
    [...publicKeys.all, 'creator', id, page, signedIn] as const,
  /** creatorAll: every page of one creator, for a follow to update them all. */
  creatorAll: (id: string) => [...publicKeys.all, 'creator', id] as const,
};
