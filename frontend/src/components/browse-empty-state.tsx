import * as React from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';

/**
 * BrowseEmptyState is a listener's empty shelf (library sections, downloads): what will appear
 * here and how, with a way to Browse for something to put there.
 */
export function BrowseEmptyState({
  icon,
  title,
  description,
}: {
  icon: React.ReactNode;
  title: string;
  description: string;
}) {
  return (
    <EmptyState
      className="py-8"
      icon={icon}
      title={title}
      description={description}
      action={
        <Button asChild variant="outline">
          <Link to={paths.app.root}>Browse</Link>
        </Button>
      }
    />
  );
}
