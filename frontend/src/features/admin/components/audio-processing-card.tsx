import { AlertTriangle, AudioLines, CheckCircle2 } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { AudioProcessing } from '@/features/admin/types';

/** ffmpegName: "ffmpeg 7.1.1", whether the server sent the version with the name or without. */
function ffmpegName(version: string): string {
  const v = version.trim();
  if (!v) return 'ffmpeg';
  return /^ffmpeg\b/i.test(v) ? v : `ffmpeg ${v}`;
}

/**
 * AudioProcessingCard says, read-only, whether this server makes streaming renditions: with
 * ffmpeg, its version; without, the server's sentence as a warning, since uploads are then
 * served as they were uploaded (not normalised, at full size).
 */
export function AudioProcessingCard({ status }: { status: AudioProcessing }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <AudioLines className="size-5 text-gold-700" aria-hidden="true" />
          Audio processing
        </CardTitle>
        <CardDescription>What listeners get of each upload. Set on the server.</CardDescription>
      </CardHeader>
      <CardContent>
        {status.available ? (
          <p className="flex items-start gap-2 text-sm">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            <span>
              <span className="font-medium">{ffmpegName(status.version)}</span>: uploads get a
              normalised streaming rendition
            </span>
          </p>
        ) : (
          <div className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
            <div className="grid gap-1">
              <p className="font-semibold">Uploads are not processed</p>
              <p>{status.message}</p>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
