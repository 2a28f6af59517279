import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { mountStandalone } from 'shared';
import { MarginRoutes } from './features/routes/MarginRoutes';

// Standalone development only: the deployed app is mounted by the host through ./exposes.
mountStandalone(
  <BrowserRouter>
    <Routes>
      <Route path="/marginDeposit/*" element={<MarginRoutes />} />
      <Route path="*" element={<Navigate to="/marginDeposit" replace />} />
    </Routes>
  </BrowserRouter>,
);
