import { Send } from 'lucide-react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api';
import { Button, type ButtonProps } from '@/components/ui/button';
import { MESSAGES } from '@/features/creator/api/messages';
import { useSubmitMedia } from '@/features/creator/api/submit-media';

export interface SubmitForReviewButtonProps {
  mediaId: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  className?: string;
}

/** SubmitForReviewButton sends a draft to review, toasts the server's answer and refreshes. */
export function SubmitForReviewButton({
  mediaId,
  size,
  variant = 'outline',
  className,
}: SubmitForReviewButtonProps) {
  const submit = useSubmitMedia();
  const onClick = async () => {
    try {
      const result = await submit.mutateAsync(mediaId);
      toast.success(result.message);
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.submitFailed));
    }
  };
  return (
    <Button
      type="button"
      size={size}
      variant={variant}
      className={className}
      disabled={submit.isPending}
      aria-busy={submit.isPending || undefined}
      onClick={() => void onClick()}
    >
      <Send aria-hidden="true" />
      Submit for review
    </Button>
  );
}
