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
    <Card className={cn('gap-0', className)}>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        {Icon ? (
          <span className="flex size-9 items-center justify-center rounded-lg bg-gold-100 text-gold-800">
            <Icon className="size-[18px]" aria-hidden="true" />
          </span>
        ) : null}
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="grid gap-2 pt-1">
            <Skeleton className="h-8 w-20" />
            <Skeleton className="h-4 w-32" />
          </div>
        ) : (
          <>
            <p className="text-3xl font-semibold tracking-tight tabular-nums">{value}</p>
            {caption ? <p className="mt-1 text-sm text-muted-foreground">{caption}</p> : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
