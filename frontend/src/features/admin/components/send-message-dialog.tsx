import * as React from 'react';
import { Send } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { failureMessage, MESSAGES } from '@/features/admin/api/messages';
import {
  canSend,
  MAX_MESSAGE_LENGTH,
  useSendUserMessage,
} from '@/features/admin/api/send-user-message';

export interface SendMessageDialogProps {
  /** user: the recipient; the dialog is open while it is set. */
  user: { _id: string; name: string; email: string } | null;
  onClose: () => void;
}

/**
 * SendMessageDialog writes to a user (they read it in their settings and by email). Send is
 * disabled while the text is empty or only whitespace (SPEC §5).
 */
export function SendMessageDialog({ user, onClose }: SendMessageDialogProps) {
  const [text, setText] = React.useState('');
  const send = useSendUserMessage();
  const [shownFor, setShownFor] = React.useState<string | null>(null);
  if ((user?._id ?? null) !== shownFor) {
    setShownFor(user?._id ?? null);
    setText('');
  }
  const length = text.trim().length;
  const busy = send.isPending;

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!user || !canSend(text) || busy) return;
    try {
      const result = await send.mutateAsync({ userId: user._id, text });
      toast.success(result.message);
      onClose();
    } catch (error) {
      toast.error(failureMessage(error, MESSAGES.messageFailed, MESSAGES.messageFailed));
    }
  };

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="sm:max-w-lg" showCloseButton={!busy}>
        <form onSubmit={onSubmit} className="grid gap-5">
          <DialogHeader className="text-left">
            <DialogTitle>Send Message</DialogTitle>
            <DialogDescription>
              To {user?.name || 'this user'} ({user?.email}). They read it in their account settings
              and receive it by email.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="send-message-text">Message</Label>
            <Textarea
              id="send-message-text"
              rows={6}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="Write your message..."
              maxLength={MAX_MESSAGE_LENGTH + 200}
              disabled={busy}
              aria-describedby="send-message-count"
            />
            <p
              id="send-message-count"
              className={cn(
                'text-right text-xs text-muted-foreground tabular-nums',
                length > MAX_MESSAGE_LENGTH && 'font-medium text-destructive',
              )}
            >
              {length} / {MAX_MESSAGE_LENGTH}
            </p>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canSend(text) || busy}>
              <Send aria-hidden="true" />
              {busy ? 'Sending...' : 'Send'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
