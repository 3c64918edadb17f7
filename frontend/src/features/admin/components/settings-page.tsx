import { ExternalLink } from 'lucide-react';
import { paths } from '@/config/paths';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useSettings } from '@/features/admin/api/get-settings';
import { AudioProcessingCard } from '@/features/admin/components/audio-processing-card';
import { BlockedDomainsCard } from '@/features/admin/components/blocked-domains-card';
import { PasswordCard } from '@/features/admin/components/admin-password-card';
import { ProfileCard } from '@/features/admin/components/admin-profile-card';
import { PlatformCard } from '@/features/admin/components/platform-settings-card';

/** AudioProcessingSection: the server's audio processing, once the settings say it (GET's). */
function AudioProcessingSection() {
  const status = useSettings().data?.audioProcessing;
  return status ? <AudioProcessingCard status={status} /> : null;
}

/** SettingsPage is /admin/settings: the admin's profile and password, and platform settings. */
export function SettingsPage() {
  return (
    <div className="grid gap-8">
      <PageHeader
        title="Settings"
        description="Your admin account and Selah's platform settings."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <ProfileCard />
        <PasswordCard />
      </div>
      <PlatformCard />
      <BlockedDomainsCard />
      <AudioProcessingSection />
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Staff dashboard</CardTitle>
          <CardDescription>
            Genres, categories, backups and everything else live in PocketBase&apos;s dashboard, for
            staff with a superuser account.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <a href={paths.staffDashboard} target="_blank" rel="noopener noreferrer">
              Open the staff dashboard
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
