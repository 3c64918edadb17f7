import { Ban, Mail, RotateCcw, UserRound } from 'lucide-react';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import type { AdminUser } from '@/features/admin/types';
import { RowActionsMenu } from '@/features/admin/components/row-actions-menu';

/**
 * UserActionHandlers: what an admin can do to a user from the list or their profile (message,
 * suspend, reactivate); `busy` while a status change is under way, so the actions wait.
 */
export interface UserActionHandlers {
  onSendMessage: (user: AdminUser) => void;
  onSuspend: (user: AdminUser) => void;
  onReactivate: (user: AdminUser) => void;
  busy?: boolean;
}

export interface UserActionsMenuProps {
  user: AdminUser;
  onViewProfile: () => void;
  onSendMessage: () => void;
  onSuspend: () => void;
  onReactivate: () => void;
  disabled?: boolean;
}

/**
 * UserActionsMenu is a user row's menu: View Profile, Send Message, and Suspend User for an
 * active account or Reactivate User for a suspended one.
 */
export function UserActionsMenu({
  user,
  onViewProfile,
  onSendMessage,
  onSuspend,
  onReactivate,
  disabled,
}: UserActionsMenuProps) {
  const suspended = user.accountStatus === 'suspended';
  return (
    <RowActionsMenu label={user.name || user.email} disabled={disabled} contentClassName="min-w-48">
      <DropdownMenuItem onSelect={onViewProfile}>
        <UserRound aria-hidden="true" />
        View Profile
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={onSendMessage}>
        <Mail aria-hidden="true" />
        Send Message
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      {suspended ? (
        <DropdownMenuItem onSelect={onReactivate}>
          <RotateCcw aria-hidden="true" />
          Reactivate User
        </DropdownMenuItem>
      ) : (
        <DropdownMenuItem variant="destructive" onSelect={onSuspend}>
          <Ban aria-hidden="true" />
          Suspend User
        </DropdownMenuItem>
      )}
    </RowActionsMenu>
  );
}
