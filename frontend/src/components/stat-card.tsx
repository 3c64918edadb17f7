import * as React from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

export interface StatCardProps {
  title: string;
  value?: React.ReactNode;
  caption?: React.ReactNode;
  icon?: React.ComponentType<{ className?: string }>;
  loading?: boolean;
  className?: string;
}

/** StatCard is one figure with its title and caption; a skeleton while loading. */
export function StatCard({ title, value, caption, icon: Icon, loading, className }: StatCardProps) {
  return (
    // A narrow card (four in a row, or two on a phone) drops its icon and some padding, so
    // titles stay on one line and the figures of a row line up.
    <Card className={cn('@container gap-0', className)}>
      <CardHeader className="flex-row items-center justify-between gap-2 p-4 pb-2 @[15rem]:p-6 @[15rem]:pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        {Icon ? (
          <span className="hidden size-9 shrink-0 items-center justify-center rounded-lg bg-gold-100 text-gold-800 @[15rem]:flex">
            <Icon className="size-[18px]" aria-hidden="true" />
          </span>
        ) : null}
      </CardHeader>
      <CardContent className="p-4 pt-0 @[15rem]:p-6 @[15rem]:pt-0">
        {loading ? (
          <div className="grid gap-2 pt-1">
            <Skeleton className="h-8 w-20" />
            <Skeleton className="h-4 w-32" />
          </div>
        ) : (
          <>
            <p className="text-2xl font-semibold tracking-tight tabular-nums @[15rem]:text-3xl">
              {value}
            </p>
            {caption ? (
              <p className="mt-1 text-xs text-muted-foreground @[15rem]:text-sm">{caption}</p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
