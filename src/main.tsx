import CssBaseline from '@mui/material/CssBaseline';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, firstScreenReady } from './App';
import { clearSession } from './shared/session';
import { Splash } from './Splash';

const start = async () => {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  root.render(<Splash />);
  // `npm run dev:mock`: the real API runs in this tab, on in-memory PGlite behind a service worker.
  if (import.meta.env.MODE === 'mock') {
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
    // The mock database is new on every page load: a token from an earlier load can only be refused.
    clearSession();
  }
  await firstScreenReady();
  root.render(
    <StrictMode>
      <CssBaseline />
      <App />
    </StrictMode>,
  );
};

void start();
