import * as React from 'react';
import { Flag } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Button, type ButtonProps } from '@/components/ui/button';
import { ReportDialog, type ReportTarget } from '@/components/report/report-dialog';

export interface ReportButtonProps extends ReportTarget {
  size?: ButtonProps['size'];
  className?: string;
}

/**
 * ReportButton is an item page's quiet "Report" (a ghost button with a flag) and the dialog it
 * opens; the dialog's code loads with the page, the form mounts only while it is open.
 */
export function ReportButton({ size = 'lg', className, ...target }: ReportButtonProps) {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size={size}
        className={cn('text-muted-foreground hover:text-foreground', className)}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <Flag aria-hidden="true" />
        Report
      </Button>
      <ReportDialog {...target} open={open} onOpenChange={setOpen} />
    </>
  );
}
