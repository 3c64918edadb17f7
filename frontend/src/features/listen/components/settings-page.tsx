import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LogOut, Trash2 } from 'lucide-react';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useUserAuth } from '@/lib/auth/user-auth';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PasswordForm } from '@/features/listen/components/password-form';
import { ProfileForm } from '@/features/listen/components/profile-form';
import { TeamMessages } from '@/features/listen/components/team-messages';

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
      {/* Keyed by the saved values: a save elsewhere resets the form to them. */}
      <ProfileForm key={`${user.name}|${user.avatar ?? ''}`} user={user} />
      <PasswordForm user={user} />
      <AccountCard />
      <TeamMessages />
      <Card>
        <CardHeader className="gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="grid gap-1.5">
            <CardTitle>Sign out</CardTitle>
            <CardDescription>Sign out of Selah on this device.</CardDescription>
          </div>
          <Button asChild variant="outline" className="w-fit">
            <Link to={paths.logout}>
              <LogOut aria-hidden="true" />
              Sign Out
            </Link>
          </Button>
        </CardHeader>
      </Card>
      <Card className="border-red-200">
        <CardHeader className="gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="grid gap-1.5">
            <CardTitle className="text-red-700">Delete account</CardTitle>
            <CardDescription>
              Permanently delete your account and everything you uploaded. This cannot be undone.
            </CardDescription>
          </div>
          <Button asChild variant="destructive" className="w-fit shrink-0">
            <Link to={paths.deleteAccount}>
              <Trash2 aria-hidden="true" />
              Delete account
            </Link>
          </Button>
        </CardHeader>
      </Card>
    </div>
  );
}
