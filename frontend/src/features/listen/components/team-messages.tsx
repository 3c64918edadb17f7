import { Inbox, Mail, RefreshCw } from 'lucide-react';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMessages } from '@/features/listen/api/get-messages';

/** TeamMessages lists the messages Selah's admins sent to the signed-in user, newest first. */
export function TeamMessages() {
  const messages = useMessages();
  const items = messages.data?.data ?? [];
  const total = messages.data?.totalCount ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Mail className="size-5 text-gold-700" aria-hidden="true" />
          Messages from the Selah team
        </CardTitle>
        <CardDescription>
          Notes from the people who review your uploads and look after your account.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {messages.isPending ? (
          <div className="grid gap-3" aria-hidden="true">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : messages.isError ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            <p role="alert">{errorMessage(messages.error, 'Your messages could not be loaded.')}</p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void messages.refetch()}
              disabled={messages.isFetching}
            >
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="flex items-center gap-3 rounded-lg border border-dashed px-4 py-5 text-sm text-muted-foreground">
            <Inbox className="size-5 shrink-0" aria-hidden="true" />
            No messages yet.
          </div>
        ) : (
          <ul className="grid gap-3" aria-label="Messages">
            {items.map((m) => (
              <li key={m._id} className="grid gap-1.5 rounded-lg border bg-muted/20 px-4 py-3">
                <p className="text-xs text-muted-foreground">
                  <span className="font-medium text-foreground">{m.from.name}</span> ·{' '}
                  {formatDate(m.createdAt)}
                </p>
                <p className="text-sm break-words whitespace-pre-line">{m.text}</p>
              </li>
            ))}
            {total > items.length ? (
              <li className="text-xs text-muted-foreground">
                Showing the newest {items.length} of {total} messages.
              </li>
            ) : null}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
