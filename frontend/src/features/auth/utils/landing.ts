import { paths } from '@/config/paths';
import { safeRedirect } from '@/features/auth/utils/safe-redirect';

/**
 * landingAfterSignIn is where /login sends an account: back to where a guard or a link sent it
 * from (`from`, kept only when safeRedirect allows it), else home, as for an unsafe `from`. Home is the creator's
 * dashboard for an account that has uploaded something (the server's `isCreator`), the
 * listener's /app for everyone else.
 */
export function landingAfterSignIn(user: { isCreator?: boolean }, from: unknown): string {
  return safeRedirect(from, user.isCreator ? paths.user.root : paths.app.root);
}
