import { BrowserRouter, mountStandalone, Navigate, Route, Routes } from 'shared';
import { OverseasRoutes } from './features/routes/overseas-routes';

// Standalone development only: the deployed app is mounted by the host through ./exposes.
mountStandalone(
  <BrowserRouter>
    <Routes>
      <Route path="/overseas/*" element={<OverseasRoutes />} />
      <Route path="*" element={<Navigate to="/overseas" replace />} />
    </Routes>
  </BrowserRouter>,
);
