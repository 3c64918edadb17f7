import * as React from 'react';
import { Sparkles } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';

/** ComingSoon is the honest placeholder for a screen whose feature is not built yet. */
export function ComingSoon({
  title,
  description,
  action,
  icon,
}: {
  title: string;
  description: string;
  action?: React.ReactNode;
  icon?: React.ReactNode;
}) {
  return (
    <EmptyState
      icon={icon ?? <Sparkles aria-hidden="true" />}
      title={title}
      description={description}
      action={action}
    />
  );
}
