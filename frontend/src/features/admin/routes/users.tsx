import { UsersPage } from '@/features/admin/components/users-page';

/**
 * AdminUsers is User Management (/admin/users): the user figures, a server-side search and
 * status filter kept in the URL, the table with each user's menu (profile, message, suspend or
 * reactivate), paging and the CSV export of the filtered users.
 */
export default function AdminUsers() {
  return <UsersPage />;
}
