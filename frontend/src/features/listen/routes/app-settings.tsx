import { SettingsPage } from '@/features/listen/components/settings-page';

/** AppSettings is /app/settings: profile, password, messages from the team, sign-out, deletion. */
export default function AppSettings() {
  return <SettingsPage />;
}
