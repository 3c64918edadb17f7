import * as React from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Globe, Plus, Trash2, UserX } from 'lucide-react';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api';
import { applyServerErrors } from '@/lib/form-errors';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/form-field';
import { ListError } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import {
  blockDomainSchema,
  useBlockDomain,
  useBlockedDomains,
  useUnblockDomain,
  type BlockDomainInput,
  type BlockDomainValues,
} from '@/features/admin/api/blocked-domains';
import { failureMessage, MESSAGES } from '@/features/admin/api/messages';
import type { BlockedDomain } from '@/features/admin/trust-types';
import { formatDate } from '@/lib/format';

/** BlockDomainForm adds a domain; the server's field error shows under the field. */
function BlockDomainForm() {
  const block = useBlockDomain();
  const [error, setError] = React.useState<string | null>(null);
  const form = useForm<BlockDomainInput, unknown, BlockDomainValues>({
    resolver: zodResolver(blockDomainSchema),
    defaultValues: { domain: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ domain }) => {
    setError(null);
    try {
      const result = await block.mutateAsync(domain);
      toast.success(result.message);
      form.reset({ domain: '' });
    } catch (e) {
      const message = applyServerErrors(e, form.setError, ['domain'], MESSAGES.blockDomainFailed);
      if (isApiError(e) && e.fieldErrors.domain) return;
      // A conflict ("already blocked") is about the domain typed: it goes under the field.
      if (isApiError(e) && e.status === 409) form.setError('domain', { type: 'server', message });
      else setError(message);
    }
  });

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label="Block a domain"
      className="grid gap-3"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField
          id="blocked-domain"
          label="Domain"
          error={errors.domain?.message}
          hint="Its subdomains are blocked too."
          className="flex-1"
        >
          {(aria) => (
            <Input
              {...aria}
              placeholder="example.com"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              inputMode="url"
              {...form.register('domain')}
            />
          )}
        </FormField>
        <Button type="submit" disabled={isSubmitting} className="sm:mt-[1.375rem]">
          <Plus aria-hidden="true" />
          {isSubmitting ? 'Blocking...' : 'Block domain'}
        </Button>
      </div>
      <FormError message={error} />
    </form>
  );
}

/** DomainRow is one blocked domain with its Unblock button (asked first). */
function DomainRow({ item }: { item: BlockedDomain }) {
  const unblock = useUnblockDomain();
  const [open, setOpen] = React.useState(false);
  const confirm = async () => {
    try {
      const result = await unblock.mutateAsync(item);
      toast.success(result.message);
    } catch (e) {
      toast.error(failureMessage(e, MESSAGES.unblockDomainFailed, MESSAGES.unblockDomainFailed));
    }
    setOpen(false);
  };
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <Globe className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid min-w-0 flex-1">
        <span className="truncate font-mono text-sm font-medium">{item.domain}</span>
        {item.createdAt ? (
          <span className="text-xs text-muted-foreground">
            Blocked {formatDate(item.createdAt)}
          </span>
        ) : null}
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="ghost" size="sm" aria-label={`Unblock ${item.domain}`}>
            <Trash2 aria-hidden="true" />
            <span className="hidden sm:inline">Unblock</span>
          </Button>
        }
        title={`Unblock ${item.domain}?`}
        description={`People with an email address at ${item.domain} or its subdomains can create accounts again.`}
        keepLabel="Keep blocked"
        confirmLabel="Unblock"
        pending={unblock.isPending}
        pendingLabel="Unblocking..."
        onConfirm={() => void confirm()}
      />
    </li>
  );
}

/** BlockedDomainsCard is the settings' list of email domains whose sign-ups are refused. */
export function BlockedDomainsCard() {
  const domains = useBlockedDomains();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <UserX className="size-5 text-gold-700" aria-hidden="true" />
          Blocked sign-up domains
        </CardTitle>
        <CardDescription>
          Nobody can create an account with an email address at these domains. Existing accounts are
          not affected.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <BlockDomainForm />
        {domains.isPending ? (
          <div className="grid gap-2" aria-hidden="true">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : domains.data ? (
          domains.data.length ? (
            <ul aria-label="Blocked domains" className="divide-y rounded-lg border">
              {domains.data.map((item) => (
                <DomainRow key={item._id} item={item} />
              ))}
            </ul>
          ) : (
            <p className="rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground">
              No domains are blocked. Anyone with a verified email address can sign up.
            </p>
          )
        ) : (
          <ListError
            message={failureMessage(
              domains.error,
              MESSAGES.fetchBlockedDomainsFailed,
              MESSAGES.fetchBlockedDomainsFailed,
            )}
            onRetry={() => void domains.refetch()}
            retrying={domains.isFetching}
          />
        )}
      </CardContent>
    </Card>
  );
}
