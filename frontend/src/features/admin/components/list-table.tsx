import type * as React from 'react';
import { Table, TableBody, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

export interface ListTableProps {
  /** label: the table's accessible name. */
  label: string;
  /** stale: the rows are the previous page's while the next loads (shown dimmed, busy). */
  stale?: boolean;
  /** head: the header row's cells. */
  head: React.ReactNode;
  /** children: the body's rows. */
  children: React.ReactNode;
}

/**
 * ListTable is the frame of an admin list's table (users, sermons, podcasts): a card holding the
 * table, its header row and its rows, dimmed while a new page loads.
 */
export function ListTable({ label, stale, head, children }: ListTableProps) {
  return (
    <div
      className={cn(
        'overflow-hidden rounded-xl border bg-card shadow-sm transition-opacity',
        stale && 'opacity-60',
      )}
      aria-busy={stale}
    >
      <Table aria-label={label}>
        <TableHeader>
          <TableRow className="bg-muted/40 hover:bg-muted/40">{head}</TableRow>
        </TableHeader>
        <TableBody>{children}</TableBody>
      </Table>
    </div>
  );
}
