import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { promptInstall, useInstallOffer } from '@/features/offline/install-prompt';

/**
 * InstallAppCard offers "Install Selah" while the browser offers to install the app; it is not
 * shown where the browser does not (Safari: Share, then Add to Home Screen) or once installed.
 */
export function InstallAppCard() {
  const offered = useInstallOffer();
  if (!offered) return null;
  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>Install Selah</CardTitle>
          <CardDescription>
            Open Selah in its own window from your home screen or dock, and listen to your downloads
            with no connection.
          </CardDescription>
        </div>
        <Button className="w-fit shrink-0" onClick={() => void promptInstall()}>
          <Download aria-hidden="true" />
          Install Selah
        </Button>
      </CardHeader>
    </Card>
  );
}
