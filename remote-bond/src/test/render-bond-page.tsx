import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryProvider, restoreAccounts, restoreLogin, setRuntimeConfig, writeAuthVerify } from 'shared/internal';
import { BondRoutes } from '../features/routes/bond-routes';

/** The current address, shown so tests can read what the page put in it. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Signs in `idno` (with two accounts) the way /auth/verify would. */
export function signIn(idno = 'A123456789'): void {
  writeAuthVerify({
    token: 'test-token',
    postData: { idno, apver: '', applytype: '', stock: '', dirpack: '' },
    userData: { name: '測試客戶', accounts: [{ account: '1234567', name: '台北' }, { account: '7654321', name: '台中' }], isMobile: 'N' },
  });
  restoreLogin();
  restoreAccounts();
}

/** Renders remote-bond's pages at `path`, as the host mounts them on `/overseas/bond/*`, with the product's query client. */
export function renderBondPage(path: string) {
  setRuntimeConfig({ apiBase: 'http://api.test', loginUrl: 'http://login.test', appDeepLink: 'app://x', remotes: {} });
  return render(
    <QueryProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/overseas/bond/*" element={<BondRoutes />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryProvider>,
  );
}
