import { redirect, type RouteObject } from 'shared/internal';
import { REMOTE_AREAS, type AreaLayout } from 'shared/areas';
import { FatalErrorRoute } from '../features/errors/fatal-error-route';
import { NotFoundRoute } from '../features/errors/not-found-route';
import { guestEntryLoader } from '../features/guard/guest-guard';
import { DefaultLayout, MarginDepositLayout, OverseasLayout } from '../features/layout/layouts';
import { RemoteArea } from '../features/remotes/remote-area';
import { RootLayout } from './root-layout';

/** The splat routes of the remote areas shown in `layout`: each a remote's `./routes` module, below its base path. */
function areaRoutes(layout: AreaLayout): RouteObject[] {
  return REMOTE_AREAS.filter((area) => area.layout === layout).map((area) => ({
    path: `${area.basePath.replace(/^\//, '')}/*`,
    element: <RemoteArea remote={area.remote} />,
  }));
}

/**
 * The product's routes (rule SHL-1). The remote areas come from `REMOTE_AREAS`: each is a remote's
 * `./routes` module mounted on a splat route in its layout, so the remote's team adds or changes pages
 * inside its area without a host release, and a new area is a row of that table; every page is loaded
 * on demand.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <FatalErrorRoute />,
      HydrateFallback: () => null,
      loader: guestEntryLoader,
      shouldRevalidate: () => false,
      children: [
        { index: true, loader: () => redirect('/overseas') },
        {
          path: 'auth/verify',
          lazy: async () => ({ Component: (await import('../features/auth/verify-page')).VerifyPage }),
        },
        { element: <OverseasLayout />, children: areaRoutes('overseas') },
        {
          element: <DefaultLayout />,
          children: [
            { element: <MarginDepositLayout />, children: areaRoutes('margindeposit') },
            { path: '*', element: <NotFoundRoute /> },
          ],
        },
      ],
    },
  ];
}
