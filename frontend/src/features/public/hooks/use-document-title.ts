import * as React from 'react';

/** SITE_NAME: the name after every public page's title. */
export const SITE_NAME = 'Selah';

/**
 * pageTitle is a public page's <title>: "{what} · {by} | Selah", the form the server writes
 * into the HTML it sends (internal/publicpage), so the tab reads the same before and after
 * the script runs.
 */
export function pageTitle(what: string, by?: string): string {
  const main = [what.trim(), by?.trim()].filter(Boolean).join(' · ');
  return main ? `${main} | ${SITE_NAME}` : SITE_NAME;
}

/** useDocumentTitle sets the tab's title while the page is shown, and puts back the last one. */
export function useDocumentTitle(title: string | null) {
  React.useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
