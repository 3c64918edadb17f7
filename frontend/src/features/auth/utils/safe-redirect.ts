import { paths } from '@/config/paths';

/**
 * safeRedirect keeps a guard's "from" or a `?next=` only when it is one of the
 * signed-in areas, the delete-account page or a public item or creator page (whose
 * "Sign in to follow" brings the visitor back): never another origin. Anything else gives
 * `fallback` (the creator area unless the caller names another home).
 */
const SAFE_PATH = /^\/((user|app|delete-account)(\/|$|\?)|[mc]\/[A-Za-z0-9_-]+(\?|$))/;

export function safeRedirect(from: unknown, fallback: string = paths.user.root): string {
  if (typeof from === 'string' && SAFE_PATH.test(from)) return from;
  return fallback;
}
