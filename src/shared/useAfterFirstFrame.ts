import { startTransition, useEffect, useState } from 'react';

/**
 * False while a screen's first frame is made, true once it has been painted: a part below the fold (a chart,
 * a list) renders then, as a transition that yields to the browser, so the top of the screen shows sooner.
 * The frame's callback runs before the paint; the timeout after it, once the frame is on screen. With `waits`
 * false (a part above the fold) it is true at once and schedules nothing.
 */
export const useAfterFirstFrame = (waits = true) => {
  const [painted, setPainted] = useState(!waits);
  useEffect(() => {
    if (!waits) return undefined;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timeout);
    };
    // Only the screen's first frame counts: a part shown stays shown.
  }, []);
  return painted;
};
