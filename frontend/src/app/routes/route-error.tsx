import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';
import { BUTTON_CLASS } from '@/components/ui/button-class';

/** RouteErrorPage shows when a route fails to render or its code fails to load. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'The page could not be shown. This can happen after an update; reloading usually helps.';
  return (
    <main
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">{detail}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          data-slot="button"
          className={BUTTON_CLASS.primary}
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
        <Link data-slot="button" className={BUTTON_CLASS.outline} to={paths.home}>
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
