import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A box that scrolls sideways when its content is wider than the screen (a table on a phone), and says so:
 * a fade on the side where more content waits, gone once the reader has scrolled to that end.
 */
export const ScrollCue = ({ children }: { children: ReactNode }) => {
  const box = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ start: false, end: false });
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      const scrolled = Math.abs(el.scrollLeft);
      setMore({ start: scrolled > 1, end: scrolled + el.clientWidth < el.scrollWidth - 1 });
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);
  const fade = (side: 'left' | 'right') => ({
    content: '""',
    position: 'absolute',
    top: 0,
    bottom: 0,
    [side]: 0,
    width: 32,
    pointerEvents: 'none',
    background: (theme: { palette: { background: { paper: string } } }) => `linear-gradient(to ${side}, transparent, ${theme.palette.background.paper})`,
  });
  return (
    <Box sx={{ position: 'relative', '&::before': more.start ? fade('left') : undefined, '&::after': more.end ? fade('right') : undefined }}>
      {/* While it scrolls it takes the keyboard's focus, so that arrow keys reach what is off screen. */}
      <Box ref={box} data-scroll-cue="" tabIndex={more.start || more.end ? 0 : undefined} sx={{ overflowX: 'auto' }}>
        {children}
      </Box>
    </Box>
  );
};
