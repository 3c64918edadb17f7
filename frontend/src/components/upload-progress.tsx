import { Progress } from '@/components/ui/progress';

/** UploadProgressPanel shows the percent sent, then that the server is processing the files. */
export function UploadProgressPanel({ percent, label }: { percent: number; label: string }) {
  const sent = percent >= 100;
  return (
    <div className="grid gap-2 rounded-lg border border-gold-200 bg-gold-50 p-4">
      <div className="flex items-center justify-between gap-3 text-sm" aria-live="polite">
        <span className="font-medium text-gold-900">
          {sent ? 'Processing your files...' : `Uploading ${label}...`}
        </span>
        <span className="font-semibold text-gold-900 tabular-nums">{percent}%</span>
      </div>
      <Progress value={percent} aria-label="Upload progress" />
    </div>
  );
}
