import { useLayoutEffect, useState, type RefObject } from 'react';

type ElementGeometry = {
  /** Content width in CSS pixels; 0 until measured. */
  width: number;
  /** Distance from the top of the document, what a window virtualizer calls its scroll margin. */
  top: number;
};

/**
 * Width and document offset of an element, measured before the first paint and again whenever
 * it or the page around it changes size (a banner above it opening moves it down). Virtualized
 * grids need both to place rows without guessing, so nothing shifts once they render.
 */
export function useElementGeometry(ref: RefObject<HTMLElement | null>): ElementGeometry {
  const [geometry, setGeometry] = useState<ElementGeometry>({ width: 0, top: 0 });

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = element.clientWidth;
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      setGeometry((current) => (current.width === width && current.top === top ? current : { width, top }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);

  return geometry;
}
