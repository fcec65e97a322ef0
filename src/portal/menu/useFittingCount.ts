import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * How many of a row's leading items fit in `row`, and whether the row needs `measure` to tell: an invisible
 * copy of the row holding every item, then the overflow button, then the trailing items that always show.
 * While every item has room (as on most desktops) there is no copy: the row is only checked for overflow,
 * and rendering each item twice on every page would cost the first screen its time. Once the row lacks
 * room, the copy is asked for and the count measured from it before the browser paints, and again whenever
 * either box changes size (a narrower window, another language's labels). `labels` changes with the items'
 * words, so that a language with longer ones is checked again.
 */
export const useFittingCount = (row: RefObject<HTMLElement | null>, measure: RefObject<HTMLElement | null>, items: number, trailing: number, labels: string) => {
  const [count, setCount] = useState(items);
  const [measuring, setMeasuring] = useState(false);
  useLayoutEffect(() => {
    const rowBox = row.current;
    if (!rowBox || typeof ResizeObserver === 'undefined') return;
    const fit = () => {
      const measureBox = measure.current;
      if (!measureBox) {
        // Read in the observer's callback, once the browser has laid the page out: reading it during the render's
        // commit would lay it out an extra time. The copy is then made at once, still before the paint.
        if (rowBox.scrollWidth > rowBox.clientWidth) flushSync(() => setMeasuring(true));
        return;
      }
      const widths = [...measureBox.children].map((child) => child.getBoundingClientRect().width);
      const style = getComputedStyle(rowBox);
      const gap = parseFloat(getComputedStyle(measureBox).columnGap) || 0;
      const room = rowBox.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const needed = (shown: number) => {
        const parts = [...widths.slice(0, shown), ...(shown < items ? [widths[items]] : []), ...widths.slice(items + 1, items + 1 + trailing)];
        return parts.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, parts.length - 1);
      };
      let shown = items;
      // Nothing measured (no layout engine, as in jsdom): everything shows.
      if (widths.every((w) => w === 0)) return setCount(items);
      while (shown > 0 && needed(shown) > room) shown -= 1;
      setCount(shown);
    };
    // Without the copy, the observer's first call checks the row (it comes after layout, before the paint).
    if (measure.current) fit();
    const observer = new ResizeObserver(fit);
    observer.observe(rowBox);
    if (measure.current) observer.observe(measure.current);
    return () => observer.disconnect();
  }, [row, measure, items, trailing, measuring, labels]);
  return { shown: Math.min(count, items), measuring };
};
