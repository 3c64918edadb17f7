import * as React from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { useSignedIn } from '@/hooks/use-signed-in';
import type { Media } from '@/types/media';
import { publicKeys } from '@/features/public/api/keys';

/** CREATOR_PAGE_SIZE: items per page of a creator's profile (three rows of four). */
export const CREATOR_PAGE_SIZE = 12;

/** PublicCreator is the profile part of GET /api/public/creators/{id}. */
export interface PublicCreator {
  _id: string;
  name: string;
  /** avatar: the photo's URL, '' without one. */
  avatar: string;
  bio: string;
  followers: number;
  /** following: whether the signed-in visitor follows them (false for a guest). */
  following: boolean;
}

/** FeedKind: a podcast's feed, all of a creator's sermons, or one sermon series. */
export type FeedKind = 'podcast' | 'sermons' | 'series';

/** PublicFeed is one podcast feed of a creator; `url` is root-relative. */
export interface PublicFeed {
  kind: FeedKind;
  title: string;
  url: string;
}

/** PublicCreatorPage is GET /api/public/creators/{id}'s data. */
export interface PublicCreatorPage {
  creator: PublicCreator;
  media: { data: Media[]; total: number; page: number; limit: number };
  feeds: PublicFeed[];
}

/**
 * getPublicCreator calls GET /api/public/creators/{id}?page=&limit=: the profile, one page of
 * their public items (newest first) and their feeds. 404 unless they have a public item.
 */
export async function getPublicCreator(
  id: string,
  page: number,
  signedIn: boolean,
): Promise<PublicCreatorPage> {
  const res = await apiRequest<PublicCreatorPage>(apiPaths.public.creator(id), {
    auth: signedIn ? 'user' : 'none',
    query: { page, limit: CREATOR_PAGE_SIZE },
  });
  const data = res.data;
  return {
    creator: data.creator,
    media: {
      data: data.media?.data ?? [],
      total: data.media?.total ?? 0,
      page: data.media?.page ?? page,
      limit: data.media?.limit ?? CREATOR_PAGE_SIZE,
    },
    feeds: data.feeds ?? [],
  };
}

export const publicCreatorQueryOptions = (id: string, page: number, signedIn: boolean) =>
  queryOptions({
    queryKey: publicKeys.creator(id, page, signedIn),
    queryFn: () => getPublicCreator(id, page, signedIn),
    // Paging keeps the profile and the last page on screen while the next one loads (but
    // never shows another creator's while this one's loads).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === id ? previous : undefined,
  });

/** usePublicCreator follows one page of a creator's profile. */
export function usePublicCreator(id: string, page = 1) {
  return useQuery(publicCreatorQueryOptions(id, page, useSignedIn()));
}

/**
 * usePatchCreatorFollow writes a follow's answer into every cached page of the creator's
 * profile, so the count and the button agree wherever the creator shows.
 */
export function usePatchCreatorFollow(creatorId: string) {
  const queryClient = useQueryClient();
  return React.useCallback(
    (state: { following: boolean; followers: number }) =>
      queryClient.setQueriesData<PublicCreatorPage>(
        { queryKey: publicKeys.creatorAll(creatorId) },
        (old) => (old ? { ...old, creator: { ...old.creator, ...state } } : old),
      ),
    [queryClient, creatorId],
  );
}
