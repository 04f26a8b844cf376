import { useEffect, useState } from 'react';

/**
 * False for a page's first render, true once that render has been painted: a page draws its heading first (its
 * largest text, what a visitor reads first) and the heavier rest a frame later, so the heading is not held back by
 * the rest's rendering and the pictures it starts fetching.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before that frame's paint; the task it queues runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
