import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryProvider } from 'shared/internal';
import { MarginRoutes } from '../features/routes/margin-routes';

/** The current address, so a test can read where a link went. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders remote-margin's pages at `path`, as the host mounts them on `/marginDeposit/*`, with the product's query client. */
export function renderMarginPage(path: string) {
  return render(
    <QueryProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/marginDeposit/*" element={<MarginRoutes />} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryProvider>,
  );
}
