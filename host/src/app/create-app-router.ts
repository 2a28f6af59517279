import { createBrowserRouter } from 'shared/internal';
import type { BuildCheck } from '../features/build-check/build-check';
import { browserLocation } from '../features/navigation/browser-location';
import { createRoutes } from './routes';

/** The browser router; once a newer build is known, the next navigation becomes a full load of it (rule SHL-10). */
export function createAppRouter(buildCheck: Pick<BuildCheck, 'updateAvailable'>) {
  const router = createBrowserRouter(createRoutes());
  let shown = router.state.location;
  router.subscribe((state) => {
    if (state.location === shown) return;
    shown = state.location;
    if (buildCheck.updateAvailable()) browserLocation.reload();
  });
  return router;
}
