import { paths } from '@/config/paths';

/**
 * safeRedirect keeps a guard's "from" or a `?next=` only when it is one of the
 * signed-in areas or the delete-account page: never another origin.
 */
export function safeRedirect(from: unknown): string {
  if (typeof from === 'string' && /^\/(user|app|delete-account)(\/|$|\?)/.test(from)) return from;
  return paths.user.root;
}
