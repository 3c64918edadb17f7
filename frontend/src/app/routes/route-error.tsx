import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';
import { BUTTON_CLASS } from '@/components/ui/button-class';
import { ErrorScreen } from '@/components/error-screen';

/** RouteErrorPage shows when a route fails to render or its code fails to load. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'The page could not be shown. This can happen after an update; reloading usually helps.';
  return (
    <ErrorScreen detail={detail}>
      <Link data-slot="button" className={BUTTON_CLASS.outline} to={paths.home}>
        Go to the home page
      </Link>
    </ErrorScreen>
  );
}
