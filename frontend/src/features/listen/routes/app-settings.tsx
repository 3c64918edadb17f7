import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useUserAuth } from '@/lib/auth/user-auth';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}

/** AppSettings is /app/settings: the account as the server knows it. */
export default function AppSettings() {
  const { user } = useUserAuth();
  const rows: Array<[string, ReactNode]> = [
    ['Name', user.name || '—'],
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
    ['Member since', formatDate(user.createdAt)],
  ];
  return (
    <div className="grid gap-8">
      <PageHeader title="Settings" description="Your account details." />
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
      <Card>
        <CardHeader>
          <CardTitle>Sign out</CardTitle>
          <CardDescription>Sign out of Selah on this device.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link to={paths.logout}>Sign Out</Link>
          </Button>
        </CardContent>
      </Card>
      <Card className="border-red-200">
        <CardHeader>
          <CardTitle className="text-red-700">Delete account</CardTitle>
          <CardDescription>
            Permanently delete your account and everything you uploaded. This cannot be undone.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="destructive">
            <Link to={paths.deleteAccount}>Delete account</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
