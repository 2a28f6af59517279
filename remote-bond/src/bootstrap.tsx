import { BrowserRouter, mountStandalone, Navigate, Route, Routes } from 'shared';
import { BondRoutes } from './features/routes/bond-routes';

// Standalone development only: the deployed app is mounted by the host through ./exposes.
mountStandalone(
  <BrowserRouter>
    <Routes>
      <Route path="/overseas/bond/*" element={<BondRoutes />} />
      <Route path="*" element={<Navigate to="/overseas/bond" replace />} />
    </Routes>
  </BrowserRouter>,
);
