import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { CheckCircle2, Hourglass, Scale } from 'lucide-react';
import { formatCount, formatDate } from '@/lib/format';
import { isApiError } from '@/lib/api';
import { applyServerErrors } from '@/lib/form-errors';
import { cn } from '@/lib/utils';
import { BusyDialogContent } from '@/components/busy-dialog-content';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/form-field';
import { charCount } from '@/components/report/report-form';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import type { MediaWithEpisodes } from '@/types/media';
import { useAppealMedia } from '@/features/creator/api/appeal-media';
import {
  APPEAL_MESSAGES,
  appealSchema,
  appealView,
  MAX_APPEAL,
  type AppealTone,
  type AppealValues,
} from '@/features/creator/utils/appeal';

const EMPTY: AppealValues = { message: '' };

/**
 * AppealDialog is "Appeal this decision" on a rejected or taken-down item: the owner's message
 * (POST /api/media/{id}/appeal), the decision's reason shown beside it. The server's thanks
 * is toasted and the page shows the appeal waiting; a refusal shows its message.
 */
export function AppealDialog({ media, noun }: { media: MediaWithEpisodes; noun: string }) {
  const [open, setOpen] = React.useState(false);
  const [serverError, setServerError] = React.useState<string | null>(null);
  const appeal = useAppealMedia(media._id);
  const form = useForm<AppealValues>({ resolver: zodResolver(appealSchema), defaultValues: EMPTY });
  const { errors, isSubmitting: busy } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';
  const count = charCount(message);
  const takenDown = media.adminStatus === 'suspended';

  const onOpenChange = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    if (!next) {
      form.reset(EMPTY);
      setServerError(null);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const result = await appeal.mutateAsync(values.message);
      toast.success(result.message);
      setOpen(false);
      form.reset(EMPTY);
    } catch (error) {
      const text = applyServerErrors(error, form.setError, ['message'], APPEAL_MESSAGES.failed);
      if (!(isApiError(error) && error.fieldErrors.message)) setServerError(text);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="mt-1 bg-background">
          <Scale aria-hidden="true" />
          Appeal this decision
        </Button>
      </DialogTrigger>
      <BusyDialogContent busy={busy} className="gap-5 sm:max-w-lg">
        <DialogHeader className="pr-6 text-left">
          <DialogTitle>Appeal this decision</DialogTitle>
          <DialogDescription>
            Tell us why this {noun} should be {takenDown ? 'restored' : 'approved'}. An admin reads
            every appeal. You can appeal each decision once.
          </DialogDescription>
        </DialogHeader>
        {media.statusReason ? (
          <figure className="grid gap-1 rounded-lg border bg-stone-50 px-4 py-3 text-sm">
            <figcaption className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {takenDown ? 'Why it was taken down' : 'Why it was not approved'}
            </figcaption>
            <blockquote className="leading-relaxed break-words text-stone-800">
              {media.statusReason}
            </blockquote>
          </figure>
        ) : null}
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Appeal">
          <FormField
            id="appeal-message"
            label="Your message"
            error={errors.message?.message}
            hint="What the decision got wrong, and anything that shows it: your rights to the audio, the context of what was said."
            labelAside={
              <span
                className={cn(
                  'text-xs tabular-nums',
                  count > MAX_APPEAL ? 'font-medium text-destructive' : 'text-muted-foreground',
                )}
                aria-hidden="true"
              >
                {formatCount(count)} / {formatCount(MAX_APPEAL)}
              </span>
            }
          >
            {(aria) => (
              <Textarea
                {...aria}
                rows={6}
                className="resize-y"
                disabled={busy}
                {...form.register('message')}
              />
            )}
          </FormField>
          <FormError message={serverError} />
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={busy}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Sending...' : 'Send appeal'}
            </Button>
          </DialogFooter>
        </form>
      </BusyDialogContent>
    </Dialog>
  );
}

const TONES: Record<AppealTone, { className: string; icon: React.ReactNode }> = {
  waiting: {
    className: 'border-sky-200 bg-sky-50 text-sky-950 [&>svg]:text-sky-700',
    icon: <Hourglass aria-hidden="true" />,
  },
  granted: {
    className: 'border-emerald-200 bg-emerald-50 text-emerald-950 [&>svg]:text-emerald-700',
    icon: <CheckCircle2 aria-hidden="true" />,
  },
  denied: {
    className: 'border-stone-300 bg-stone-50 text-stone-900 [&>svg]:text-stone-600',
    icon: <Scale aria-hidden="true" />,
  },
};

/**
 * AppealStatus shows the creator their appeal of the item's latest rejection or takedown:
 * waiting (with their message), granted, or denied with the admin's reason. Nothing without one.
 */
export function AppealStatus({ media, noun }: { media: MediaWithEpisodes; noun: string }) {
  const appeal = media.appeal;
  if (!appeal) return null;
  const view = appealView(appeal, noun);
  const tone = TONES[view.tone];
  const when =
    view.tone === 'waiting' ? formatDate(appeal.createdAt) : formatDate(appeal.decidedAt);
  return (
    <Alert role="status" aria-labelledby="appeal-title" className={tone.className}>
      {tone.icon}
      <AlertTitle id="appeal-title">
        {view.title}
        {when ? (
          <span className="block font-normal whitespace-nowrap opacity-80 sm:inline">
            <span className="hidden sm:inline"> · </span>
            {view.tone === 'waiting' ? 'Sent' : 'Decided'} {when}
          </span>
        ) : null}
      </AlertTitle>
      <AlertDescription className="gap-3 text-current">
        <p>{view.body}</p>
        {view.reason ? (
          <div className="grid gap-0.5">
            <p className="text-xs font-medium tracking-wide uppercase opacity-80">
              The admin’s reason
            </p>
            <p className="break-words">{view.reason}</p>
          </div>
        ) : null}
        {appeal.message ? (
          <div className="grid w-full gap-0.5">
            <p className="text-xs font-medium tracking-wide uppercase opacity-80">Your message</p>
            <blockquote className="border-l-2 border-current/25 pl-3 break-words whitespace-pre-line">
              {appeal.message}
            </blockquote>
          </div>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
