import { startTransition, useEffect, useState } from 'react';

/**
 * False while a screen's first frame is made, true once it has been painted: a part below the fold (a chart,
 * a list) renders then, as a transition that yields to the browser, so the top of the screen shows sooner.
 * The frame's callback runs before the paint; the timeout after it, once the frame is on screen.
 */
export const useAfterFirstFrame = () => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timeout);
    };
  }, []);
  return painted;
};
