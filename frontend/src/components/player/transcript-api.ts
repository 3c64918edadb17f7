import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiBlob } from '@/lib/api';
import { parseWebVtt, type Cue } from '@/lib/webvtt';
import { useSignedIn } from '@/hooks/use-signed-in';

/** transcriptKeys: the transcripts fetched, by URL; a new or removed transcript refreshes `all`. */
export const transcriptKeys = {
  all: ['transcript'] as const,
  one: (url: string, signedIn: boolean) => [...transcriptKeys.all, url, signedIn] as const,
};

/**
 * getTranscript fetches an episode's WebVTT transcript (its `transcriptUrl`) and reads its cues.
 * A signed-in visitor asks with their account (an owner sees their own before approval), a
 * guest without (an expired token would be refused where a guest is welcome).
 */
export async function getTranscript(url: string, signedIn: boolean): Promise<Cue[]> {
  // The server lets browsers keep it for minutes; a replaced transcript keeps its URL.
  const blob = await apiBlob(url, {
    accept: 'text/vtt',
    auth: signedIn ? 'user' : 'none',
    cache: 'no-cache',
  });
  return parseWebVtt(await blob.text());
}

export const transcriptQueryOptions = (url: string, signedIn: boolean) =>
  queryOptions({
    queryKey: transcriptKeys.one(url, signedIn),
    queryFn: () => getTranscript(url, signedIn),
    staleTime: 5 * 60_000,
  });

/** useTranscript is the cues of the transcript at `url`, fetched once `enabled` (and a URL). */
export function useTranscript(url: string | undefined, enabled = true) {
  const signedIn = useSignedIn();
  return useQuery({
    ...transcriptQueryOptions(url ?? '', signedIn),
    enabled: Boolean(url) && enabled,
  });
}
