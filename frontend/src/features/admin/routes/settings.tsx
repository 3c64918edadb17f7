import { SettingsPage } from '@/features/admin/components/settings-page';

/** AdminSettings is /admin/settings: the admin's profile and password, and platform settings. */
export default function AdminSettings() {
  return <SettingsPage />;
}
