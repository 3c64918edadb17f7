import { Ban, Mail, MoreHorizontal, RotateCcw, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { AdminUser } from '@/features/admin/types';

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
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={`Actions for ${user.name || user.email}`}
          disabled={disabled}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-48">
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
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
