import { useAuthToken } from '@/lib/auth/auth-store';
import { userPb } from '@/lib/pocketbase';

/**
 * useSignedIn says whether a listener is signed in (a stored, unexpired user token). The
 * public pages ask the server with that token only then: an expired one would be refused
 * where a guest is welcome.
 */
export function useSignedIn(): boolean {
  return useAuthToken(userPb) !== null;
}
