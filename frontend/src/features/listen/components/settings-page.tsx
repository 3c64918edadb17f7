import type { ReactNode } from 'react';
import { LogOut, Trash2 } from 'lucide-react';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useUserAuth } from '@/lib/auth/user-auth';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PasswordForm } from '@/features/listen/components/password-form';
import { ProfileForm } from '@/features/listen/components/profile-form';
import { TeamMessages } from '@/features/listen/components/team-messages';
import { LinkActionCard } from '@/features/listen/components/link-action-card';
import { InstallAppCard } from '@/features/offline/components/install-app-card';

function AccountCard() {
  const { user } = useUserAuth();
  const rows: Array<[string, ReactNode]> = [
    ['Email', <span className="break-words">{user.email}</span>],
    [
      'Status',
      <Badge
        variant={user.accountStatus === 'active' ? 'success' : 'warning'}
        className="capitalize"
      >
        {user.accountStatus}
      </Badge>,
    ],
    ['Plan', user.isPremiumUser ? 'Premium' : 'Free'],
    ['Member since', formatDate(user.createdAt) || '—'],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">
          {rows.map(([label, value]) => (
            <div
              key={label}
              className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-[10rem_1fr] sm:gap-4"
            >
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-sm font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** SettingsPage is /app/settings: profile, password, messages from the team, sign-out, deletion. */
export function SettingsPage() {
  const { user } = useUserAuth();
  return (
    <div className="grid w-full max-w-3xl gap-6">
      <PageHeader title="Settings" description="Your profile, password and account." />
      <InstallAppCard />
      {/* Keyed by the saved values: a save elsewhere resets the form to them. */}
      <ProfileForm key={`${user.name}|${user.avatar ?? ''}`} user={user} />
      <PasswordForm user={user} />
      <AccountCard />
      <TeamMessages />
      <LinkActionCard
        title="Sign out"
        description="Sign out of Selah on this device."
        to={paths.logout}
        action={
          <>
            <LogOut aria-hidden="true" />
            Sign Out
          </>
        }
      />
      <LinkActionCard
        destructive
        title="Delete account"
        description="Permanently delete your account and everything you uploaded. This cannot be undone."
        to={paths.deleteAccount}
        action={
          <>
            <Trash2 aria-hidden="true" />
            Delete account
          </>
        }
      />
    </div>
  );
}
