import {
  Pagination,
  PaginationContent,
  PaginationEllipsis,
  PaginationItem,
  PaginationLink,
  PaginationNext,
  PaginationPrevious,
} from '@/components/ui/pagination';
import { formatCount } from '@/lib/format';

/** pageItems lists the pages to show: first, last, the current one and its neighbours, gaps as null. */
export function pageItems(page: number, pageCount: number): Array<number | null> {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  if (page <= 3) [2, 3, 4].forEach((p) => wanted.add(p));
  if (page >= pageCount - 2)
    [pageCount - 3, pageCount - 2, pageCount - 1].forEach((p) => wanted.add(p));
  const pages = [...wanted].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const out: Array<number | null> = [];
  pages.forEach((p, i) => {
    if (i > 0 && p - pages[i - 1] > 1) out.push(null);
    out.push(p);
  });
  return out;
}

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** noun: what is counted in "Showing 1–10 of 42 songs". */
  noun?: string;
  /** alwaysShowSummary: say "Showing 3 of 3 items" even when everything fits on one page. */
  alwaysShowSummary?: boolean;
}

/** Pager is Previous, the page numbers and Next, with the range shown; nothing for one page. */
export function Pager({
  page,
  pageSize,
  total,
  onPageChange,
  noun = 'items',
  alwaysShowSummary = false,
}: PagerProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) {
    if (!alwaysShowSummary || total <= 0) return null;
    return (
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {formatCount(total)} of {formatCount(total)} {noun}
      </p>
    );
  }
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {formatCount(from)}–{formatCount(to)} of {formatCount(total)} {noun}
      </p>
      <Pagination className="mx-0 w-auto">
        <PaginationContent>
          <PaginationItem>
            <PaginationPrevious disabled={page <= 1} onClick={() => onPageChange(page - 1)} />
          </PaginationItem>
          {pageItems(page, pageCount).map((p, i) =>
            p === null ? (
              <PaginationItem key={`gap-${i}`} className="hidden sm:block">
                <PaginationEllipsis />
              </PaginationItem>
            ) : (
              <PaginationItem key={p} className={p === page ? undefined : 'hidden sm:block'}>
                <PaginationLink
                  isActive={p === page}
                  aria-label={`Page ${p}`}
                  onClick={() => onPageChange(p)}
                >
                  {p}
                </PaginationLink>
              </PaginationItem>
            ),
          )}
          <PaginationItem>
            <PaginationNext disabled={page >= pageCount} onClick={() => onPageChange(page + 1)} />
          </PaginationItem>
        </PaginationContent>
      </Pagination>
    </div>
  );
}
