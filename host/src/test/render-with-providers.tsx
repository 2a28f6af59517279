import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { QueryProvider, setRuntimeConfig } from 'shared/internal';
import type { RuntimeConfig } from '../../../shared/kernel/src/config/runtime-config';
import { createRoutes } from '../app/routes';

/** The runtime config the host's tests run with. */
export const TEST_CONFIG: RuntimeConfig = {
  apiBase: 'http://api.test',
  loginUrl: 'http://login.test/bond',
  appDeepLink: 'kgiapp://overseas',
  remotes: {
    remote_bond: 'http://bond.test/mf-manifest.json',
    remote_margin: 'http://margin.test/mf-manifest.json',
    remote_overseas_misc: 'http://misc.test/mf-manifest.json',
  },
};

/** Renders the host's real route table at `path`, as the shell would after boot. */
export function renderWithProviders(path: string) {
  setRuntimeConfig(TEST_CONFIG);
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const view = render(
    <QueryProvider>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
  return { ...view, router };
}
