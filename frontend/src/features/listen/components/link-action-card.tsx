import type * as React from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

interface LinkActionCardProps {
  title: string;
  description: React.ReactNode;
  /** to is the page that does the action (sign-out, deletion): the card only leads there. */
  to: string;
  /** action is the button's icon and words. */
  action: React.ReactNode;
  /** destructive draws the card, its title and its button in red. */
  destructive?: boolean;
}

/** LinkActionCard is a settings card with one action that is a page of its own. */
export function LinkActionCard({
  title,
  description,
  to,
  action,
  destructive,
}: LinkActionCardProps) {
  return (
    <Card className={destructive ? 'border-red-200' : undefined}>
      <CardHeader className="gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle className={destructive ? 'text-red-700' : undefined}>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <Button
          asChild
          variant={destructive ? 'destructive' : 'outline'}
          className={cn('w-fit', destructive && 'shrink-0')}
        >
          <Link to={to}>{action}</Link>
        </Button>
      </CardHeader>
    </Card>
  );
}
