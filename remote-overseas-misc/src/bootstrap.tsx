import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { mountStandalone } from 'shared';
import { OverseasRoutes } from './features/routes/OverseasRoutes';

// Standalone development only: the deployed app is mounted by the host through ./exposes.
mountStandalone(
  <BrowserRouter>
    <Routes>
      <Route path="/overseas/*" element={<OverseasRoutes />} />
      <Route path="*" element={<Navigate to="/overseas" replace />} />
    </Routes>
  </BrowserRouter>,
);
