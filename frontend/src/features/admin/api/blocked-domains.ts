import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api';
import { adminKeys } from '@/features/admin/api/keys';
import { MESSAGES } from '@/features/admin/api/messages';
import type { BlockedDomain } from '@/features/admin/trust-types';

/** DOMAIN_PATTERN: a host name of two or more labels ("example.com", "mail.example.co.uk"). */
const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * normalizeDomain is what an admin typed as the bare domain the server keeps: lower case, no
 * "@" or scheme before it, no path or trailing dot after it.
 */
export function normalizeDomain(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^.*@/, '')
    .replace(/\/.*$/, '')
    .replace(/\.$/, '');
}

/** blockDomainSchema: one domain, checked as the server checks it. */
export const blockDomainSchema = z.object({
  domain: z
    .string()
    .transform(normalizeDomain)
    .refine((d) => DOMAIN_PATTERN.test(d), MESSAGES.domainInvalid),
});
export type BlockDomainInput = z.input<typeof blockDomainSchema>;
export type BlockDomainValues = z.output<typeof blockDomainSchema>;

/** getBlockedDomains calls GET /api/admin/blocked-domains. */
export async function getBlockedDomains(): Promise<BlockedDomain[]> {
  const res = await apiRequest<{ data?: BlockedDomain[] }>(apiPaths.admin.blockedDomains, {
    auth: 'admin',
  });
  return res.data?.data ?? [];
}

export const blockedDomainsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.blockedDomains(), queryFn: getBlockedDomains });

export function useBlockedDomains() {
  return useQuery(blockedDomainsQueryOptions());
}

/** blockDomain calls POST /api/admin/blocked-domains. */
export async function blockDomain(domain: string): Promise<{ message: string }> {
  const res = await apiRequest<unknown>(apiPaths.admin.blockedDomains, {
    method: 'POST',
    auth: 'admin',
    body: { domain },
  });
  return { message: res.message || MESSAGES.domainBlocked(domain) };
}

/** unblockDomain calls DELETE /api/admin/blocked-domains/{id}. */
export async function unblockDomain(item: BlockedDomain): Promise<{ message: string }> {
  const res = await apiRequest<unknown>(apiPaths.admin.blockedDomain(item._id), {
    method: 'DELETE',
    auth: 'admin',
  });
  return { message: res.message || MESSAGES.domainUnblocked(item.domain) };
}

function useReloadAfter<TIn, TOut>(fn: (input: TIn) => Promise<TOut>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.blockedDomains() }),
  });
}

export function useBlockDomain() {
  return useReloadAfter(blockDomain);
}

export function useUnblockDomain() {
  return useReloadAfter(unblockDomain);
}
