import { AlertCircle, CheckCircle2, Circle, Loader2, RefreshCw, WifiOff } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { formatFileSize } from '@/lib/format';
import { totalProgress, type FileProgress } from '@/lib/resumable-upload';
import { cn } from '@/lib/utils';

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

/** FILE_STATE_TEXT: what a row says about its file, besides the bytes. */
export function fileStateText(file: FileProgress): string {
  switch (file.state) {
    case 'waiting':
      return 'Waiting';
    case 'uploading':
      return 'Uploading';
    case 'retrying':
      return file.offline
        ? 'Connection lost — waiting for the network…'
        : 'Connection lost — retrying…';
    case 'done':
      return 'Done';
    case 'failed':
      return 'Failed';
  }
}

const percentOf = (file: FileProgress) =>
  file.state === 'done'
    ? 100
    : file.size > 0
      ? Math.min(100, Math.floor((file.sent / file.size) * 100))
      : 0;

function StateIcon({ file }: { file: FileProgress }) {
  const cls = 'size-4 shrink-0';
  switch (file.state) {
    case 'done':
      return <CheckCircle2 className={cn(cls, 'text-success')} aria-hidden="true" />;
    case 'uploading':
      return <Loader2 className={cn(cls, 'animate-spin text-gold-700')} aria-hidden="true" />;
    case 'retrying':
      return file.offline ? (
        <WifiOff className={cn(cls, 'text-warning')} aria-hidden="true" />
      ) : (
        <RefreshCw className={cn(cls, 'animate-spin text-warning')} aria-hidden="true" />
      );
    case 'failed':
      return <AlertCircle className={cn(cls, 'text-destructive')} aria-hidden="true" />;
    default:
      return <Circle className={cn(cls, 'text-stone-300')} aria-hidden="true" />;
  }
}

export interface FileUploadRow extends FileProgress {
  /** label: what the file is in the form ("Cover", "Track 2"). */
  label: string;
}

/**
 * FilesUploadPanel is the resumable upload's progress: a total bar (bytes of every file) and
 * one row per file with its name, bytes sent, percent, its own bar and its state (waiting,
 * uploading, retrying after a dropped connection, done). `finishing` says every file is in
 * and the server is making the item.
 */
export function FilesUploadPanel({
  files,
  label,
  finishing = false,
  className,
}: {
  files: FileUploadRow[];
  /** label: what is uploaded, for the heading ("album", "sermon"). */
  label: string;
  finishing?: boolean;
  className?: string;
}) {
  const total = totalProgress(files);
  const retrying = files.some((f) => f.state === 'retrying');
  const heading = finishing
    ? 'Processing your files...'
    : retrying
      ? 'Connection lost — retrying…'
      : `Uploading ${label}...`;
  return (
    <section
      aria-label="Upload progress"
      className={cn('grid gap-3 rounded-lg border border-gold-200 bg-gold-50 p-4', className)}
    >
      <div className="grid gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-sm">
          <span className="font-medium text-gold-900" aria-live="polite">
            {heading}
          </span>
          <span className="text-xs text-gold-900/80 tabular-nums">
            {formatFileSize(total.sent)} of {formatFileSize(total.size)}
            <span className="ml-2 text-sm font-semibold text-gold-900">{total.percent}%</span>
          </span>
        </div>
        <Progress value={total.percent} aria-label="Total upload progress" />
      </div>
      <ul className="grid gap-1.5" aria-label="Files">
        {files.map((file, i) => {
          const percent = percentOf(file);
          return (
            <li
              key={`${i}-${file.name}`}
              className={cn(
                'grid gap-1.5 rounded-md border bg-white/80 px-3 py-2',
                file.state === 'retrying' && 'border-amber-200 bg-amber-50/60',
                file.state === 'failed' && 'border-red-200 bg-red-50/60',
              )}
            >
              <div className="flex min-w-0 items-center gap-2 text-sm">
                <StateIcon file={file} />
                <span className="shrink-0 text-xs font-medium text-muted-foreground">
                  {file.label}
                </span>
                <span className="min-w-0 flex-1 truncate font-medium" title={file.name}>
                  {file.name}
                </span>
                <span className="shrink-0 text-xs font-semibold text-stone-700 tabular-nums">
                  {percent}%
                </span>
              </div>
              <Progress
                value={percent}
                aria-label={`${file.name} upload progress`}
                className={cn('h-1', file.state === 'done' && '[&>div]:bg-success')}
              />
              <div className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground">
                <span
                  className={cn(
                    file.state === 'retrying' && 'font-medium text-warning',
                    file.state === 'failed' && 'font-medium text-destructive',
                  )}
                >
                  {fileStateText(file)}
                </span>
                <span className="tabular-nums">
                  {formatFileSize(file.state === 'done' ? file.size : file.sent)} /{' '}
                  {formatFileSize(file.size)}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
