import * as React from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { PublicCreatorView } from '@/features/public/components/public-creator-view';

/** pageFrom reads `?page=`: a whole number from 1, else 1. */
export function pageFrom(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** PublicCreatorRoute is a creator's public page; `?page=` pages their items. */
export default function PublicCreatorRoute() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  // A new page starts at the top, as a new page of a book does.
  const onPage = React.useCallback(
    (next: number) => {
      setParams(next > 1 ? { page: String(next) } : {});
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  return <PublicCreatorView id={id} page={page} onPage={onPage} />;
}
