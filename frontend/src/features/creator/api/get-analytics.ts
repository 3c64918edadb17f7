import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { creatorKeys } from '@/features/creator/api/keys';

/** ANALYTICS_PERIODS: the windows the server offers, in days. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export interface AnalyticsParams {
  days: AnalyticsPeriod;
  /** mediaId: one of the creator's items, '' for all of them. */
  mediaId: string;
}

/** AnalyticsDay is one day's figures ('YYYY-MM-DD', UTC). */
export interface AnalyticsDay {
  date: string;
  plays: number;
  /** guestPlays and signedInPlays split the plays: listeners without an account, and accounts. */
  guestPlays: number;
  signedInPlays: number;
  downloads: number;
  listeners: number;
  /** followers: people who started following the creator that day. */
  followers: number;
}

/** AnalyticsFollowers: the creator's followers now, and how many started following in the period. */
export interface AnalyticsFollowers {
  total: number;
  gained: number;
}

/** Analytics is GET /api/media/analytics's data: the caller's own content. */
export interface Analytics {
  days: AnalyticsDay[];
  totals: {
    plays: number;
    guestPlays: number;
    signedInPlays: number;
    downloads: number;
    uniqueListeners: number;
  };
  top: Array<{ _id: string; title: string; plays: number }>;
  /** followers: of the creator, whichever item is chosen (people follow creators, not items). */
  followers: AnalyticsFollowers;
}

/** parsePeriod reads ?days=; anything but 7, 30 or 90 is 30. */
export function parsePeriod(value: string | null): AnalyticsPeriod {
  const n = Number(value);
  return (ANALYTICS_PERIODS as readonly number[]).includes(n) ? (n as AnalyticsPeriod) : 30;
}

/** toAnalyticsQuery is the query string of both analytics routes. */
export function toAnalyticsQuery({ days, mediaId }: AnalyticsParams) {
  return { days, mediaId: mediaId || undefined };
}

/** getAnalytics calls GET /api/media/analytics for a period and, optionally, one item. */
export async function getAnalytics(params: AnalyticsParams): Promise<Analytics> {
  const res = await apiRequest<Analytics>(apiPaths.media.analytics, {
    query: toAnalyticsQuery(params),
  });
  // An older server sends no split: its plays read as signed in.
  const split = <T extends { plays: number; guestPlays?: number; signedInPlays?: number }>(
    x: T,
  ) => ({
    ...x,
    guestPlays: x.guestPlays ?? 0,
    signedInPlays: x.signedInPlays ?? x.plays - (x.guestPlays ?? 0),
  });
  const totals = res.data?.totals ?? { plays: 0, downloads: 0, uniqueListeners: 0 };
  return {
    days: (res.data?.days ?? []).map((d) => split({ ...d, followers: d.followers ?? 0 })),
    totals: split(totals),
    top: res.data?.top ?? [],
    followers: {
      total: res.data?.followers?.total ?? 0,
      gained: res.data?.followers?.gained ?? 0,
    },
  };
}

export const analyticsQueryOptions = (params: AnalyticsParams) =>
  queryOptions({
    queryKey: [...creatorKeys.all, 'analytics', params] as const,
    queryFn: () => getAnalytics(params),
    placeholderData: keepPreviousData,
  });

export function useAnalytics(params: AnalyticsParams) {
  return useQuery(analyticsQueryOptions(params));
}
