import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How many of a row's leading items fit in `row`, judged from `measure`: an invisible copy of the row
 * holding every item, then the overflow button, then the trailing items that always show. Measured again
 * whenever either box changes size (a narrower window, another language's labels).
 */
export const useFittingCount = (row: RefObject<HTMLElement | null>, measure: RefObject<HTMLElement | null>, items: number, trailing: number) => {
  const [count, setCount] = useState(items);
  useLayoutEffect(() => {
    const rowBox = row.current;
    const measureBox = measure.current;
    if (!rowBox || !measureBox || typeof ResizeObserver === 'undefined') return;
    const fit = () => {
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
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(rowBox);
    observer.observe(measureBox);
    return () => observer.disconnect();
  }, [row, measure, items, trailing]);
  return Math.min(count, items);
};
