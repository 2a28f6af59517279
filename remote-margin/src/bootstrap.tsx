import { BrowserRouter, mountStandalone, Navigate, Route, Routes } from 'shared';
import { MarginRoutes } from './features/routes/margin-routes';

// Standalone development only: the deployed app is mounted by the host through ./exposes.
mountStandalone(
  <BrowserRouter>
    <Routes>
      <Route path="/marginDeposit/*" element={<MarginRoutes />} />
      <Route path="*" element={<Navigate to="/marginDeposit" replace />} />
    </Routes>
  </BrowserRouter>,
);
