import type * as React from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

function RowsSkeleton() {
  return (
    <div className="grid gap-3" aria-hidden="true">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="grid flex-1 gap-1.5">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

interface RecentListCardProps<T> {
  title: string;
  /** viewAllTo is the full list's page. */
  viewAllTo: string;
  loading: boolean;
  items: T[] | undefined;
  /** empty is what the card says when there is nothing yet. */
  empty: string;
  /** row draws one item as a list item (with its key). */
  row: (item: T) => React.ReactNode;
}

/** RecentListCard is a dashboard card of the newest rows of one kind, with a link to them all. */
export function RecentListCard<T>({
  title,
  viewAllTo,
  loading,
  items,
  empty,
  row,
}: RecentListCardProps<T>) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-4">
        <CardTitle className="text-base">{title}</CardTitle>
        <Button asChild variant="link" size="sm" className="h-auto px-0">
          <Link to={viewAllTo}>View all</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {loading ? (
          <RowsSkeleton />
        ) : items && items.length ? (
          <ul className="grid gap-3">{items.map(row)}</ul>
        ) : (
          <p className="text-sm text-muted-foreground">{empty}</p>
        )}
      </CardContent>
    </Card>
  );
}
