import * as React from 'react';
import { Link } from 'react-router-dom';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { ArrowLeft, CheckCircle2, FileWarning, Flag, MailIcon } from 'lucide-react';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api';
import { applyServerErrors } from '@/lib/form-errors';
import { cn } from '@/lib/utils';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/form-field';
import { sendReport } from '@/components/report/report-api';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { CONTACT_EMAIL } from '@/features/public/content/site';
import { pageTitle, useDocumentTitle } from '@/features/public/hooks/use-document-title';
import { useUserSession } from '@/features/public/hooks/use-user-session';
import {
  ACCURATE_STATEMENT,
  copyrightNoticeBody,
  copyrightNoticeSchema,
  EMPTY_NOTICE,
  GOOD_FAITH_STATEMENT,
  NOTICE_MESSAGES,
  type CopyrightNoticeValues,
} from '@/features/public/utils/copyright-notice';
import { itemLink, parseItemLink } from '@/features/public/utils/item-link';

/** The fields a refusal may name, each shown under its own field. */
const FIELDS = [
  'work',
  'rightsHolder',
  'contact',
  'email',
  'details',
  'goodFaith',
  'accurate',
] as const;

/** FormSection is one numbered part of the notice, with its heading and a line under it. */
function FormSection({
  number,
  id,
  title,
  description,
  children,
}: {
  number: number;
  id: string;
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-5 border-t px-5 py-6 first:border-t-0 sm:px-8 sm:py-8"
    >
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="flex gap-3 text-lg font-semibold tracking-tight">
          <span className="text-primary-strong tabular-nums">{number}.</span>
          <span>{title}</span>
        </h2>
        {description ? (
          <p className="text-sm leading-6 text-muted-foreground sm:pl-7">{description}</p>
        ) : null}
      </div>
      <div className="grid gap-5 sm:pl-7">{children}</div>
    </section>
  );
}

/** Statement is one of the notice's two sworn statements: a checkbox and its words. */
function Statement({
  id,
  text,
  error,
  registration,
  disabled,
}: {
  id: string;
  text: string;
  error?: string;
  registration: UseFormRegisterReturn;
  disabled: boolean;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <label
        htmlFor={id}
        className={cn(
          'flex cursor-pointer items-start gap-3 rounded-lg border p-4 text-sm leading-6 transition-colors hover:bg-stone-50 has-[:checked]:border-gold-300 has-[:checked]:bg-gold-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
          error && 'border-red-300',
        )}
      >
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-4 shrink-0 cursor-pointer accent-gold-600 focus-visible:outline-none"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={disabled}
          {...registration}
        />
        <span className="text-foreground">{text}</span>
      </label>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** NextSteps is the side column: what happens to a notice, and where other problems go. */
function NextSteps() {
  const steps = [
    'We email you to confirm your notice arrived.',
    'A person on the Selah team reviews it. If it holds, the item is taken down and its creator is told why.',
    'If the item is taken down, we email you.',
    'The creator may appeal. An admin reviews the appeal, and may restore the item.',
  ];
  return (
    <aside aria-labelledby="next-steps" className="grid content-start gap-6 lg:sticky lg:top-24">
      <section className="rounded-2xl border bg-card p-6 shadow-sm">
        <h2 id="next-steps" className="font-semibold">
          What happens next
        </h2>
        <ol className="mt-4 grid gap-4">
          {steps.map((step, i) => (
            <li key={step} className="flex gap-3 text-sm leading-6 text-stone-700">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-gold-100 text-xs font-semibold text-gold-900 tabular-nums"
              >
                {i + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
      </section>
      <section
        aria-labelledby="other-problems"
        className="grid gap-2 px-1 text-sm leading-6 text-muted-foreground"
      >
        <h2 id="other-problems" className="flex items-center gap-2 font-semibold text-foreground">
          <Flag className="size-4 text-gold-700" aria-hidden="true" />
          Not about copyright?
        </h2>
        <p>
          For anything else, such as hateful, sexual or misleading content or spam, use{' '}
          <strong className="font-medium text-foreground">Report</strong> on the item’s page.
        </p>
        <p>
          Questions about this form:{' '}
          <a
            href={`mailto:${CONTACT_EMAIL}`}
            className="font-medium text-primary-strong underline underline-offset-4"
          >
            {CONTACT_EMAIL}
          </a>
        </p>
      </section>
    </aside>
  );
}

/** NoticeSent replaces the form once the server took the notice. */
function NoticeSent({
  message,
  mediaId,
  onAnother,
}: {
  message: string;
  mediaId: string;
  onAnother: () => void;
}) {
  const heading = React.useRef<HTMLHeadingElement>(null);
  // The form and its button are gone: move focus (and a screen reader) to the outcome.
  React.useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="notice-sent"
      className="grid justify-items-start gap-4 rounded-2xl border bg-card p-6 shadow-sm sm:p-10"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-gold-100 text-gold-800 [&_svg]:size-6">
        <CheckCircle2 aria-hidden="true" />
      </span>
      <h2
        id="notice-sent"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-semibold tracking-tight outline-none"
      >
        Notice received
      </h2>
      <p className="max-w-prose text-base leading-7 text-stone-700">{message}</p>
      <p className="flex max-w-prose items-start gap-2 text-sm leading-6 text-muted-foreground">
        <MailIcon className="mt-1 size-4 shrink-0" aria-hidden="true" />
        We sent you an email saying it was received. Keep it: it names the item and the date of your
        notice.
      </p>
      <div className="flex flex-wrap gap-3 pt-2">
        <Button asChild variant="outline">
          <Link to={paths.public.media(mediaId)}>
            <ArrowLeft aria-hidden="true" />
            Back to the item
          </Link>
        </Button>
        <Button variant="ghost" onClick={onAnother}>
          Send another notice
        </Button>
      </div>
    </section>
  );
}

/**
 * NoticeForm is the notice itself: the item's link, the work and its rights holder, how to
 * reach the sender, optional details and the two statements; sent to
 * POST /api/media/{id}/report with reason copyright.
 */
function NoticeForm({
  item,
  signedIn,
  accountEmail,
  onSent,
}: {
  item: string;
  signedIn: boolean;
  accountEmail: string | null;
  onSent: (sent: { message: string; mediaId: string }) => void;
}) {
  const origin = window.location.origin;
  const [serverError, setServerError] = React.useState<string | null>(null);
  const schema = React.useMemo(() => copyrightNoticeSchema(signedIn, origin), [signedIn, origin]);
  const form = useForm<CopyrightNoticeValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...EMPTY_NOTICE, link: item ? itemLink(item, origin) : '' },
  });
  const { errors, isSubmitting: busy } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const id = parseItemLink(values.link, origin).id ?? '';
    try {
      const { message } = await sendReport(id, copyrightNoticeBody(values, signedIn), signedIn);
      toast.success(message);
      onSent({ message, mediaId: id });
    } catch (error) {
      const message = applyServerErrors(error, form.setError, FIELDS, NOTICE_MESSAGES.failed);
      if (isApiError(error) && error.status === 404) {
        // The item does not exist or is not public: the link is what is wrong.
        form.setError(
          'link',
          { type: 'server', message: NOTICE_MESSAGES.notFound },
          { shouldFocus: true },
        );
        return;
      }
      const onField = isApiError(error) && FIELDS.some((f) => error.fieldErrors[f]);
      if (!onField) setServerError(message);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Copyright notice"
      className="overflow-hidden rounded-2xl border bg-card shadow-sm"
    >
      <FormSection
        number={1}
        id="notice-item"
        title="The item on Selah"
        description="The song, sermon or podcast you believe infringes your rights."
      >
        <FormField
          id="notice-link"
          label="Link to the item"
          error={errors.link?.message}
          hint={`Copy it from your browser’s address bar on the item’s page, like ${origin}/m/…`}
        >
          {(aria) => (
            <Input
              {...aria}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder={`${origin}/m/…`}
              disabled={busy}
              {...form.register('link')}
            />
          )}
        </FormField>
      </FormSection>

      <FormSection
        number={2}
        id="notice-work"
        title="Your work"
        description="What is being used without permission, and who owns it."
      >
        <FormField
          id="notice-work-field"
          label="The copyrighted work"
          error={errors.work?.message}
          hint="Its title and author, and where it is published: an album, a book, a link."
        >
          {(aria) => <Textarea {...aria} rows={3} disabled={busy} {...form.register('work')} />}
        </FormField>
        <FormField
          id="notice-rights-holder"
          label="The rights holder"
          error={errors.rightsHolder?.message}
          hint="You, or the person or company you act for."
        >
          {(aria) => (
            <Input
              {...aria}
              autoComplete="organization"
              disabled={busy}
              {...form.register('rightsHolder')}
            />
          )}
        </FormField>
      </FormSection>

      <FormSection
        number={3}
        id="notice-contact"
        title="How to reach you"
        description="The uploader may be given these details so they can respond to your notice."
      >
        <FormField
          id="notice-contact-field"
          label="Your name and postal address or phone"
          error={errors.contact?.message}
          hint="Who is sending this notice, and how to reach you other than by email."
        >
          {(aria) => (
            <Textarea
              {...aria}
              rows={3}
              autoComplete="off"
              placeholder={'Jane Doe\n12 Church Lane, Springfield'}
              disabled={busy}
              {...form.register('contact')}
            />
          )}
        </FormField>
        {signedIn ? (
          <p className="text-sm leading-6 text-muted-foreground">
            We will write to{' '}
            {accountEmail ? (
              <strong className="font-medium text-foreground">{accountEmail}</strong>
            ) : (
              'the email of your account'
            )}{' '}
            about this notice.
          </p>
        ) : (
          <FormField
            id="notice-email"
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
      </FormSection>

      <FormSection number={4} id="notice-more" title="Anything else">
        <FormField
          id="notice-details"
          label="Details (optional)"
          error={errors.details?.message}
          hint="Where in the audio your work is used, or anything that helps us review it."
        >
          {(aria) => <Textarea {...aria} rows={4} disabled={busy} {...form.register('details')} />}
        </FormField>
      </FormSection>

      <FormSection
        number={5}
        id="notice-statements"
        title="Statements"
        description="A notice is only valid with both. Knowingly false claims can make you liable for damages."
      >
        <Statement
          id="notice-good-faith"
          text={GOOD_FAITH_STATEMENT}
          error={errors.goodFaith?.message}
          registration={form.register('goodFaith')}
          disabled={busy}
        />
        <Statement
          id="notice-accurate"
          text={ACCURATE_STATEMENT}
          error={errors.accurate?.message}
          registration={form.register('accurate')}
          disabled={busy}
        />
      </FormSection>

      <div className="grid gap-4 border-t bg-stone-50 px-5 py-6 sm:px-8">
        <FormError message={serverError} />
        <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs leading-5 text-muted-foreground sm:max-w-sm">
            By sending this notice you sign it with the name you gave above.
          </p>
          <Button type="submit" size="lg" disabled={busy} className="sm:min-w-44">
            {busy ? 'Sending...' : 'Send notice'}
          </Button>
        </div>
      </div>
    </form>
  );
}

/**
 * CopyrightNoticePage is /report-copyright: a rights holder's formal notice that an item on
 * Selah infringes their copyright (signed in or not; `item` prefills the item's link), then
 * the server's thanks.
 */
export function CopyrightNoticePage({ item }: { item: string }) {
  useDocumentTitle(pageTitle('Copyright notice'));
  const { signedIn, email } = useUserSession();
  const [sent, setSent] = React.useState<{ message: string; mediaId: string } | null>(null);
  const [round, setRound] = React.useState(0);

  return (
    <div className="bg-gradient-to-b from-stone-50 to-background to-[28rem]">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <header className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-primary-strong uppercase">Legal</p>
          <h1 className="mt-2 text-4xl font-semibold tracking-tight text-foreground sm:text-5xl">
            Copyright notice
          </h1>
          <p className="mt-4 text-lg leading-8 text-stone-700">
            If you own the rights to a work and it was put on Selah without your permission, tell us
            here. We review every complete notice and take down what infringes.
          </p>
          <p className="mt-3 flex items-start gap-2 text-sm leading-6 text-muted-foreground">
            <FileWarning className="mt-0.5 size-4 shrink-0 text-gold-700" aria-hidden="true" />
            <span>
              Please fill this in yourself, or on behalf of the rights holder with their authority.
              See the{' '}
              <Link
                to={`${paths.terms}#copyright-complaints`}
                className="font-medium text-primary-strong underline underline-offset-4"
              >
                copyright section of our terms
              </Link>
              .
            </span>
          </p>
        </header>

        <div className="mt-10 grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
          {sent ? (
            <NoticeSent
              message={sent.message}
              mediaId={sent.mediaId}
              onAnother={() => {
                setSent(null);
                setRound((r) => r + 1);
              }}
            />
          ) : (
            <NoticeForm
              key={round}
              item={item}
              signedIn={signedIn}
              accountEmail={email}
              onSent={setSent}
            />
          )}
          <NextSteps />
        </div>
      </div>
    </div>
  );
}
