import { useEffect, useState } from 'react';

/** SPEC section 9: the recent-media slideshow moves on every 3 s. */
export const SLIDE_MS = 3000;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The slideshow's position. It rotates on its own unless paused (pointer over it or focus inside)
 * or the visitor asked for reduced motion; a manual step restarts the 3 s.
 */
export function useSlideshow(count: number) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion] = useState(prefersReducedMotion);
  const rotating = count > 1 && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), SLIDE_MS);
    return () => clearTimeout(timer);
  }, [rotating, index, count]);

  const step = (delta: number) => setIndex((i) => (count === 0 ? 0 : (i + delta + count) % count));
  return { index: count === 0 ? 0 : index % count, step, rotating, setHovered, setFocused };
}
