import { redirect, type RouteObject } from 'shared';
import { FatalErrorRoute } from '../features/errors/fatal-error-route';
import { NotFoundRoute } from '../features/errors/not-found-route';
import { guestEntryLoader } from '../features/guard/guest-guard';
import { DefaultLayout, MarginDepositLayout, OverseasLayout } from '../features/layout/layouts';
import { RemoteArea } from '../features/remotes/remote-area';
import { RootLayout } from './root-layout';

/**
 * The product's routes (spec 2). Each area below is a remote's `./routes` module mounted on a splat
 * route, so the remote's team adds or changes pages inside its area without a host release; every page
 * is loaded on demand.
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
        {
          element: <OverseasLayout />,
          children: [
            { path: 'overseas/bond/*', element: <RemoteArea remote="remote_bond" /> },
            { path: 'overseas/*', element: <RemoteArea remote="remote_overseas_misc" /> },
          ],
        },
        {
          element: <DefaultLayout />,
          children: [
            {
              path: 'marginDeposit',
              element: <MarginDepositLayout />,
              children: [{ path: '*', element: <RemoteArea remote="remote_margin" /> }],
            },
            { path: '*', element: <NotFoundRoute /> },
          ],
        },
      ],
    },
  ];
}
