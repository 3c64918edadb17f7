import { BadgeCheck, Mail } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatCount, formatDate } from '@/lib/format';
import { useUserProfile } from '@/features/admin/api/get-user-profile';
import { MESSAGES } from '@/features/admin/api/messages';
import {
  AccountStatusBadge,
  PlanBadge,
  UserAvatar,
} from '@/features/admin/components/account-badges';
import { RecordDialog } from '@/features/admin/components/record-dialog';
import { RecordSkeleton } from '@/features/admin/components/record-skeleton';
import { MediaRow } from '@/features/admin/components/media-row';
import type { UserActionHandlers } from '@/features/admin/components/user-actions-menu';
import { typeLabel } from '@/features/admin/utils/media-types';
import { useFailureToast } from '@/features/admin/utils/use-failure-toast';

export interface UserProfileDialogProps extends UserActionHandlers {
  /** userId: whose profile; the dialog is open while it is set. */
  userId: string | null;
  onClose: () => void;
}

/** UserProfileDialog is a user's account, their figures and their newest uploads in every status. */
export function UserProfileDialog({
  userId,
  onClose,
  onSendMessage,
  onSuspend,
  onReactivate,
  busy,
}: UserProfileDialogProps) {
  const profile = useUserProfile(userId);
  const failure = useFailureToast(
    profile.error,
    MESSAGES.fetchProfileFailed,
    MESSAGES.fetchProfileFailed,
  );
  const data = profile.data;
  const user = data?.user;

  return (
    <RecordDialog
      open={userId !== null}
      onClose={onClose}
      title="User profile"
      loading={profile.isPending}
      loadingDescription="Loading the profile"
      skeleton={<RecordSkeleton picture="avatar" />}
      failedDescription="The profile could not be loaded."
      failure={failure}
    >
      {data && user ? (
        <>
          <DialogHeader className="flex-row items-center gap-4 pr-8 text-left">
            <UserAvatar
              name={user.name}
              email={user.email}
              avatar={user.avatar}
              className="size-14 text-lg sm:size-16"
            />
            <div className="grid min-w-0 gap-1.5">
              <DialogTitle className="flex items-center gap-1.5 text-xl break-words">
                {user.name || 'Unnamed user'}
                {user.verified ? (
                  <BadgeCheck className="size-5 shrink-0 text-gold-700" aria-label="Verified" />
                ) : null}
              </DialogTitle>
              <DialogDescription className="break-all">{user.email}</DialogDescription>
              <div className="flex flex-wrap items-center gap-2">
                <AccountStatusBadge status={user.accountStatus} />
                <PlanBadge premium={user.isPremiumUser} />
                <span className="text-xs text-muted-foreground">
                  Joined {formatDate(user.createdAt)}
                </span>
              </div>
            </div>
          </DialogHeader>

          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            {(
              [
                ['Uploads', data.stats.total],
                ['Approved', data.stats.approved],
                ['Pending', data.stats.pending],
                ['Rejected', data.stats.rejected],
                ['Total plays', data.stats.totalPlays],
              ] as const
            ).map(([label, n]) => (
              <div key={label} className="rounded-lg border bg-muted/30 px-3 py-2">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="text-lg font-semibold tabular-nums">{formatCount(n)}</dd>
              </div>
            ))}
          </dl>

          <section aria-labelledby="profile-content" className="grid gap-3">
            <h3 id="profile-content" className="text-sm font-semibold">
              Content
            </h3>
            {data.media.length === 0 ? (
              <p className="rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground">
                No uploads yet.
              </p>
            ) : (
              <ul className="max-h-72 divide-y overflow-y-auto rounded-lg border">
                {data.media.map((m) => (
                  <MediaRow
                    key={m._id}
                    media={m}
                    caption={`${typeLabel(m.type)} · ${formatDate(m.createdAt)} · ${formatCount(m.plays)} plays`}
                    className="px-3 py-2"
                  />
                ))}
              </ul>
            )}
          </section>

          <DialogFooter>
            <Button variant="outline" onClick={() => onSendMessage(user)} disabled={busy}>
              <Mail aria-hidden="true" />
              Send Message
            </Button>
            {user.accountStatus === 'suspended' ? (
              <Button onClick={() => onReactivate(user)} disabled={busy}>
                Reactivate User
              </Button>
            ) : (
              <Button variant="destructive" onClick={() => onSuspend(user)} disabled={busy}>
                Suspend User
              </Button>
            )}
          </DialogFooter>
        </>
      ) : null}
    </RecordDialog>
  );
}
