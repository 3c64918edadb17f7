import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';

/** loginToReturn is the sign-in page, asked to come back to `to` afterwards. */
export function loginToReturn(to: string): string {
  return `${paths.login}?${new URLSearchParams({ next: to }).toString()}`;
}

/**
 * useLoginToReturn is the sign-in page, asked to come back to the page shown now (its path and
 * query): what a visitor's "Sign in to follow" or "Sign in to like" links to.
 */
export function useLoginToReturn(): string {
  const location = useLocation();
  return loginToReturn(location.pathname + location.search);
}
