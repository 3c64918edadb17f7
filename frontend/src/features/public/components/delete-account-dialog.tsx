import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { AlertCircleIcon, Trash2Icon } from 'lucide-react';

import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api';
import { adminPb, userPb } from '@/lib/pocketbase';

import {
  deleteAccountSchema,
  useDeleteAccount,
  type DeleteAccountInput,
} from '../api/delete-account';

/** DELETED_FALLBACK is shown if the server confirms the deletion without a sentence of its own. */
const DELETED_FALLBACK = 'Your account has been deleted';

/**
 * DeleteAccountDialog asks the signed-in user to type their email address, then deletes the account
 * through DELETE /api/users/me. On success it signs everyone out of this browser (all local storage is
 * cleared) and returns to the home page; on failure the server's sentence shows in the dialog.
 */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useDeleteAccount();
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { email: '' },
  });
  const pending = mutation.isPending;
  const emailError = form.formState.errors.email?.message;

  // While the call is under way ConfirmDialog keeps the dialog open until it answers.
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset();
      mutation.reset();
    }
  };

  const onSubmit = form.handleSubmit((values) => {
    mutation.mutate(values, {
      onSuccess: (result) => {
        toast.success(result.message || DELETED_FALLBACK);
        userPb.authStore.clear();
        adminPb.authStore.clear();
        localStorage.clear();
        queryClient.clear();
        setOpen(false);
        navigate(paths.home, { replace: true });
      },
      onError: (error) => {
        // An expired session clears the token, which closes this dialog: say why where it stays visible.
        if (isApiError(error) && error.status === 401) toast.error(errorMessage(error));
      },
    });
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="destructive" size="lg">
          <Trash2Icon aria-hidden="true" />
          Delete my account
        </Button>
      }
      title="Delete your account permanently?"
      description={
        <>
          Your profile, uploads, likes, play history and messages will be deleted straight away.
          This cannot be undone. To confirm, type the email address you sign in with.
        </>
      }
      keepLabel="Keep my account"
      confirmLabel="Delete account"
      pending={pending}
      pendingLabel="Deleting..."
      onSubmit={onSubmit}
    >
      {mutation.isError ? (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>{errorMessage(mutation.error)}</AlertDescription>
        </Alert>
      ) : null}

      <div className="grid gap-2">
        <Label htmlFor="delete-account-email">Email address</Label>
        <Input
          id="delete-account-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          disabled={pending}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? 'delete-account-email-error' : undefined}
          {...form.register('email')}
        />
        {emailError ? (
          <p id="delete-account-email-error" className="text-sm text-destructive">
            {emailError}
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
