import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { ClientResponseError } from 'pocketbase';
import { anonPb } from '@/lib/pocketbase';

/** OEmbed is the part of GET /api/oembed's answer the share menu uses. */
export interface OEmbed {
  html: string;
  width?: number | string;
  height?: number | string;
}

/**
 * getOEmbed calls GET /api/oembed?url={page}&format=json. Its success is the bare oEmbed object
 * (what oEmbed consumers expect), not our envelope, so it is read with the SDK's `send` directly
 * rather than through apiRequest. Anything but a 200 with an `html` string is null: the caller builds the code.
 */
export async function getOEmbed(pageUrl: string, signal?: AbortSignal): Promise<OEmbed | null> {
  const body = (await anonPb
    .send(apiPaths.public.oembed, {
      query: { url: pageUrl, format: 'json' },
      headers: { Accept: 'application/json' },
      signal,
    })
    .catch((error: unknown) => {
      // An answer that is not a 200 is "no oEmbed"; no answer at all is the query's error.
      if (error instanceof ClientResponseError && error.status > 0) return null;
      throw error;
    })) as Partial<OEmbed> | null;
  return body && typeof body.html === 'string' && body.html ? (body as OEmbed) : null;
}

export const oembedQueryOptions = (pageUrl: string) =>
  queryOptions({
    queryKey: ['share', 'oembed', pageUrl] as const,
    queryFn: ({ signal }) => getOEmbed(pageUrl, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
