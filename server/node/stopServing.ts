import type { Server } from 'node:http';
import type { ServerLifecycle } from '../app/system/lifecycle';

/**
 * Stops a server taking requests and waits for those in flight, at most `graceMs`: new connections are
 * refused, a new request on a kept-alive one is answered 503 (the lifecycle is draining), and each
 * connection is closed once idle. Done when every handler has returned and every connection has closed,
 * so the last answers are written out, not cut after their handler. Answers whether that happened in
 * time; requests still running at the limit are cut.
 */
export const stopServing = async (server: Server, lifecycle: ServerLifecycle, graceMs: number): Promise<boolean> => {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const drained = lifecycle.drain();
  // A kept-alive connection goes idle when its last answer is written; otherwise it would wait for its timeout.
  server.closeIdleConnections();
  const sweeper = setInterval(() => server.closeIdleConnections(), 25);
  let timer: NodeJS.Timeout | undefined;
  const finished = await Promise.race([
    Promise.all([drained, closed]).then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), graceMs))),
  ]);
  clearInterval(sweeper);
  clearTimeout(timer);
  server.closeAllConnections();
  return finished;
};
