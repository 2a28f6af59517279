import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryProvider } from 'shared/internal';
import { OverseasRoutes } from '../features/routes/overseas-routes';

/** The current address, shown so tests can read what the page put in it. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders this remote's pages at `path`, as the host mounts them on `/overseas/*`, with the product's query client. */
export function renderOverseasPage(path: string) {
  return render(
    <QueryProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/overseas/*" element={<OverseasRoutes />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryProvider>,
  );
}
