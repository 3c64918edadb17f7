import { Crown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** AccountStatusBadge: Active green, Suspended grey. */
export function AccountStatusBadge({ status }: { status: string }) {
  return status === 'suspended' ? (
    <Badge variant="neutral">Suspended</Badge>
  ) : (
    <Badge variant="success">Active</Badge>
  );
}

/** PlanBadge: Premium (gold) or Free. */
export function PlanBadge({ premium }: { premium: boolean }) {
  return premium ? (
    <Badge className="border-transparent bg-gold-100 text-gold-900">
      <Crown aria-hidden="true" />
      Premium
    </Badge>
  ) : (
    <Badge variant="outline">Free</Badge>
  );
}

/** UserAvatar is a user's picture, or their initial on gold. */
export function UserAvatar({
  name,
  email,
  avatar,
  className = 'size-9',
}: {
  name: string;
  email: string;
  avatar?: string;
  className?: string;
}) {
  if (avatar) {
    return (
      <img src={avatar} alt="" className={cn('shrink-0 rounded-full object-cover', className)} />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-gold-100 text-sm font-semibold text-gold-900',
        className,
      )}
    >
      {(name || email || '?').trim().charAt(0).toUpperCase()}
    </span>
  );
}
