import { setupWorker } from 'msw/browser';
import { createMockApi } from './handlers';

/** Starts the in-browser back end: the real API on in-memory PGlite behind a service worker. */
export const startMockWorker = async () => {
  const { handlers } = await createMockApi();
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return worker;
};
