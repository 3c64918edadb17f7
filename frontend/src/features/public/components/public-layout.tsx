import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * useScrollToHash scrolls to the element named by the URL's hash, so the header's section anchors work
 * from any public page. The router's ScrollRestoration does the same, but it runs before a lazily loaded
 * page has rendered its sections; this runs once they exist. Scrolling to the top between pages stays
 * with ScrollRestoration.
 */
function useScrollToHash() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const scroll = () => document.getElementById(id)?.scrollIntoView({ block: 'start' });
    scroll();
    const frame = window.requestAnimationFrame(scroll);
    return () => window.cancelAnimationFrame(frame);
  }, [hash, key]);
}

/** PublicLayout frames the landing, legal and delete-account pages with the site header and footer. */
export default function PublicLayout() {
  useScrollToHash();
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
