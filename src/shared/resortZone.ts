import { useEffect, useState } from 'react';
import { resortZone, setResortZone } from './dates';

let asked: Promise<void> | undefined;

/**
 * Asks the server once per page load for the resort's time zone (`GET /api/serverDate`, open to anyone) and
 * formats moments in it from then on; a failure keeps the default zone.
 */
export const loadResortZone = () =>
  (asked ??= fetch('/api/serverDate', { headers: { Accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<{ data?: { timeZone?: string } }>) : null))
    .then((body) => void setResortZone(body?.data?.timeZone))
    .catch(() => undefined));

/**
 * For a layout: the resort's zone, the default at first and the server's once known. The layout renders
 * again when it arrives, so the moments on screen are told in the resort's time.
 */
export const useResortZone = () => {
  const [zone, setZone] = useState(resortZone);
  useEffect(() => {
    let live = true;
    void loadResortZone().then(() => {
      if (live) setZone(resortZone());
    });
    return () => {
      live = false;
    };
  }, []);
  return zone;
};
