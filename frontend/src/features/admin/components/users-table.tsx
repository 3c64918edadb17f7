import { TableCell, TableHead, TableRow } from '@/components/ui/table';
import { formatCount, formatDate } from '@/lib/format';
import type { AdminUser } from '@/features/admin/types';
import {
  AccountStatusBadge,
  PlanBadge,
  UserAvatar,
} from '@/features/admin/components/account-badges';
import { ListTable } from '@/features/admin/components/list-table';
import {
  UserActionsMenu,
  type UserActionHandlers,
} from '@/features/admin/components/user-actions-menu';

export interface UsersTableProps extends UserActionHandlers {
  users: AdminUser[];
  /** stale: the rows are the previous page's while the next loads (shown dimmed, busy). */
  stale?: boolean;
  onViewProfile: (user: AdminUser) => void;
}

/**
 * UsersTable is User Management's table: one row a user with their name (which opens the
 * profile), email, account status, plan, joined date and menu (profile, message, suspend or
 * reactivate). The narrower the screen, the fewer columns; below 1280 px (the sidebar takes 300)
 * the name cell shows the email instead of its own column, so the menu never leaves the card.
 */
export function UsersTable({
  users,
  stale,
  onViewProfile,
  onSendMessage,
  onSuspend,
  onReactivate,
  busy,
}: UsersTableProps) {
  return (
    <ListTable
      label="Users"
      stale={stale}
      head={
        <>
          <TableHead>Name</TableHead>
          <TableHead className="hidden xl:table-cell">Email</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="hidden sm:table-cell">Subscription</TableHead>
          <TableHead className="hidden lg:table-cell">Joined Date</TableHead>
          <TableHead className="w-16 text-right">Actions</TableHead>
        </>
      }
    >
      {users.map((user) => (
        <TableRow key={user._id}>
          <TableCell>
            <button
              type="button"
              onClick={() => onViewProfile(user)}
              className="flex items-center gap-3 text-left focus-visible:outline-none [&:focus-visible_span.name]:underline"
            >
              <UserAvatar name={user.name} email={user.email} avatar={user.avatar} />
              <span className="grid min-w-0">
                <span className="name font-medium hover:underline">
                  {user.name || 'Unnamed user'}
                </span>
                <span className="max-w-44 truncate text-xs text-muted-foreground xl:hidden">
                  {user.email}
                </span>
                <span className="text-xs text-muted-foreground">
                  {formatCount(user.mediaCount)} {user.mediaCount === 1 ? 'upload' : 'uploads'}
                </span>
              </span>
            </button>
          </TableCell>
          <TableCell className="hidden text-muted-foreground xl:table-cell">
            {/* A long address is cut short, not the columns after it. */}
            <span className="block max-w-64 truncate" title={user.email}>
              {user.email}
            </span>
          </TableCell>
          <TableCell>
            <AccountStatusBadge status={user.accountStatus} />
          </TableCell>
          <TableCell className="hidden sm:table-cell">
            <PlanBadge premium={user.isPremiumUser} />
          </TableCell>
          <TableCell className="hidden text-muted-foreground lg:table-cell">
            {formatDate(user.createdAt)}
          </TableCell>
          <TableCell className="text-right">
            <UserActionsMenu
              user={user}
              onViewProfile={() => onViewProfile(user)}
              onSendMessage={() => onSendMessage(user)}
              onSuspend={() => onSuspend(user)}
              onReactivate={() => onReactivate(user)}
              disabled={busy}
            />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}
