/**
 * followingKeys: the query of /app's "From creators you follow". It is asked
 * again on every visit (staleTime 0), so a follow made on a creator's page shows without any
 * other part having to know this key.
 */
export const followingKeys = {
  all: ['following'] as const,
  media: () => [...followingKeys.all, 'media'] as const,
};
