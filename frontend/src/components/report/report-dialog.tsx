import * as React from 'react';
import { Link } from 'react-router-dom';
import { useForm, useWatch, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { CheckCircle2, Scale } from 'lucide-react';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/format';
import { isApiError } from '@/lib/api';
import { applyServerErrors } from '@/lib/form-errors';
import { cn } from '@/lib/utils';
import { useSignedIn } from '@/hooks/use-signed-in';
import { BusyDialogContent } from '@/components/busy-dialog-content';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useSendReport } from '@/components/report/report-api';
import {
  charCount,
  EMPTY_REPORT,
  MAX_DETAILS,
  REPORT_MESSAGES,
  REPORT_REASONS,
  reportBody,
  reportSchema,
  type ReportValues,
} from '@/components/report/report-form';

export interface ReportTarget {
  /** mediaId: the item reported. */
  mediaId: string;
  /** episodeId: the episode reported, when the report comes from the player. */
  episodeId?: string | null;
  /** title: what is reported, as the dialog's title names it. */
  title: string;
}

export interface ReportDialogProps extends ReportTarget {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The fields a refusal may name; anything else (409, 429, 404, episodeId) goes in the box. */
const FIELDS = ['reason', 'details', 'email'] as const;

/** ReasonChoices is the radio group of reasons, a row each with its label and a line under it. */
function ReasonChoices({
  idPrefix,
  error,
  register,
  value,
  disabled,
}: {
  idPrefix: string;
  error?: string;
  register: UseFormRegister<ReportValues>;
  value: string;
  disabled: boolean;
}) {
  const errorId = `${idPrefix}-reason-error`;
  return (
    <fieldset
      className="grid min-w-0 gap-1.5 sm:grid-cols-2 sm:gap-2"
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <legend className="mb-2 text-sm leading-none font-medium">What is wrong with it?</legend>
      {REPORT_REASONS.map((reason) => {
        const id = `${idPrefix}-reason-${reason.value}`;
        const checked = value === reason.value;
        return (
          <label
            key={reason.value}
            htmlFor={id}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-md border px-3 py-2 transition-colors hover:bg-stone-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              checked ? 'border-gold-300 bg-gold-50 hover:bg-gold-50' : 'border-border',
            )}
          >
            <input
              id={id}
              type="radio"
              value={reason.value}
              className="mt-0.5 size-4 shrink-0 cursor-pointer accent-gold-600 focus-visible:outline-none"
              {...register('reason')}
            />
            <span className="grid min-w-0 gap-0.5">
              <span className="text-sm leading-5 font-medium">{reason.label}</span>
              <span className="text-xs leading-4 text-muted-foreground">{reason.hint}</span>
            </span>
          </label>
        );
      })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive sm:col-span-2">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** ReportSent is the dialog once the server took the report: its thanks and a way out. */
function ReportSent({ message, onDone }: { message: string; onDone: () => void }) {
  const done = React.useRef<HTMLButtonElement>(null);
  // The form (and the button that had focus) is gone: focus the way out.
  React.useEffect(() => done.current?.focus(), []);
  return (
    <div className="grid justify-items-center gap-4 py-2 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-gold-100 text-gold-800 [&_svg]:size-6">
        <CheckCircle2 aria-hidden="true" />
      </span>
      <DialogHeader className="items-center text-center sm:text-center">
        <DialogTitle>Report sent</DialogTitle>
        <DialogDescription className="max-w-sm">{message}</DialogDescription>
      </DialogHeader>
      <p className="max-w-sm text-sm text-muted-foreground">
        We also sent you an email saying it was received.
      </p>
      <Button ref={done} onClick={onDone} className="min-w-28">
        Done
      </Button>
    </div>
  );
}

/** CopyrightNote sends a copyright claim to the full notice form, which the law asks for. */
function CopyrightNote() {
  return (
    <div className="flex gap-3 rounded-lg border border-gold-200 bg-gold-50 p-4 text-sm">
      <Scale className="mt-0.5 size-4 shrink-0 text-gold-700" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-medium text-foreground">Copyright claims need a formal notice</p>
        <p className="leading-relaxed text-stone-700">
          To take an item down for copyright we need to know the work, who owns it and how to reach
          you, and two statements from you. The copyright form asks for each of them.
        </p>
      </div>
    </div>
  );
}

/**
 * ReportForm is the dialog's form: a reason, details (needed for "Something else"), and an
 * email when signed out. Copyright leads to the full notice form instead. The server's field
 * errors show under their fields; any other refusal (already reported, too many reports) in
 * the red box.
 */
function ReportForm({
  target,
  signedIn,
  onSent,
  onCancel,
  onBusy,
}: {
  target: ReportTarget;
  signedIn: boolean;
  onSent: (message: string) => void;
  onCancel: () => void;
  onBusy: (busy: boolean) => void;
}) {
  const idPrefix = React.useId().replace(/:/g, '');
  const [serverError, setServerError] = React.useState<string | null>(null);
  const send = useSendReport(target.mediaId, signedIn);
  const schema = React.useMemo(() => reportSchema(signedIn), [signedIn]);
  const form = useForm<ReportValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_REPORT,
  });
  const { errors, isSubmitting } = form.formState;
  const reason = useWatch({ control: form.control, name: 'reason' });
  const details = useWatch({ control: form.control, name: 'details' }) ?? '';
  const copyright = reason === 'copyright';
  const busy = isSubmitting;
  React.useEffect(() => {
    onBusy(busy);
    // The thanks replace the form while it is still sending: it is not busy once gone.
    return () => onBusy(false);
  }, [busy, onBusy]);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { message } = await send.mutateAsync(
        reportBody(values, { signedIn, episodeId: target.episodeId }),
      );
      toast.success(message);
      onSent(message);
    } catch (error) {
      const message = applyServerErrors(error, form.setError, FIELDS, REPORT_MESSAGES.failed);
      const onField = isApiError(error) && FIELDS.some((f) => error.fieldErrors[f]);
      if (isApiError(error) && error.status === 404) setServerError(REPORT_MESSAGES.notFound);
      else if (!onField) setServerError(message);
    }
  });

  const detailsId = `${idPrefix}-details`;
  const count = charCount(details);
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Report">
      <ReasonChoices
        idPrefix={idPrefix}
        error={errors.reason?.message}
        register={form.register}
        value={reason}
        disabled={busy}
      />
      {copyright ? (
        <CopyrightNote />
      ) : (
        <>
          <FormField
            id={detailsId}
            label="Details"
            error={errors.details?.message}
            hint={
              reason === 'other'
                ? 'Required. What is wrong, and where in the audio if you know.'
                : 'Optional. Where in the audio, or anything that helps us review it.'
            }
            labelAside={
              <span
                className={cn(
                  'text-xs tabular-nums',
                  count > MAX_DETAILS ? 'font-medium text-destructive' : 'text-muted-foreground',
                )}
                aria-hidden="true"
              >
                {formatCount(count)} / {formatCount(MAX_DETAILS)}
              </span>
            }
          >
            {(aria) => (
              <Textarea
                {...aria}
                rows={3}
                disabled={busy}
                className="resize-y"
                {...form.register('details')}
              />
            )}
          </FormField>
          {signedIn ? null : (
            <FormField
              id={`${idPrefix}-email`}
              label="Your email"
              error={errors.email?.message}
              hint="So we can tell you what happens."
            >
              {(aria) => (
                <Input
                  {...aria}
                  type="email"
                  autoComplete="email"
                  placeholder="you@example.com"
                  disabled={busy}
                  {...form.register('email')}
                />
              )}
            </FormField>
          )}
        </>
      )}
      <FormError message={serverError} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        {copyright ? (
          <Button asChild>
            <Link to={paths.public.reportCopyright(target.mediaId)} onClick={onCancel}>
              Open the copyright form
            </Link>
          </Button>
        ) : (
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending...' : 'Send report'}
          </Button>
        )}
      </DialogFooter>
    </form>
  );
}

/**
 * ReportDialog is "Report": why an item (or, from the player, one episode of it) should be
 * looked at, sent to POST /api/media/{id}/report; then the server's thanks. Opened by
 * ReportButton or the player's flag; each opening starts a fresh form.
 */
export function ReportDialog({ open, onOpenChange, ...target }: ReportDialogProps) {
  const signedIn = useSignedIn();
  const [sent, setSent] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [round, setRound] = React.useState(0);

  const change = (next: boolean) => {
    if (busy) return;
    onOpenChange(next);
    if (!next) {
      // A new form (and no thanks) the next time it opens.
      setSent(null);
      setRound((r) => r + 1);
    }
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <BusyDialogContent busy={busy} className="gap-5 sm:max-w-2xl">
        {sent !== null ? (
          <ReportSent message={sent} onDone={() => change(false)} />
        ) : (
          <>
            <DialogHeader className="pr-6 text-left">
              <DialogTitle className="break-words">Report “{target.title}”</DialogTitle>
              <DialogDescription>
                Tell us what is wrong. A person on the Selah team reviews every report.
              </DialogDescription>
            </DialogHeader>
            <ReportForm
              key={round}
              target={target}
              signedIn={signedIn}
              onSent={setSent}
              onCancel={() => change(false)}
              onBusy={setBusy}
            />
          </>
        )}
      </BusyDialogContent>
    </Dialog>
  );
}
