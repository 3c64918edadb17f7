import type * as React from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';

interface MissingItemStateProps {
  icon: React.ReactNode;
  title: string;
  description: string;
  /** back is the one way on: where the signed-in person finds the items they may open. */
  back: { to: string; label: string };
}

/** MissingItemState is an item page's answer to an id that is gone or not theirs to see. */
export function MissingItemState({ icon, title, description, back }: MissingItemStateProps) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      action={
        <Button asChild variant="outline">
          <Link to={back.to}>{back.label}</Link>
        </Button>
      }
    />
  );
}
