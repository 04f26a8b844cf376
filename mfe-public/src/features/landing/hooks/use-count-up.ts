import { useEffect, useState } from 'react';

const prefersReducedMotion = () =>
  typeof window.matchMedia !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/** Counts from 0 to `target` over `durationMs` once `start` is true; jumps straight there for reduced motion. */
export function useCountUp(target: number, durationMs: number, start: boolean): number {
  const [value, setValue] = useState(() => (prefersReducedMotion() ? target : 0));

  useEffect(() => {
    if (!start) return;
    if (prefersReducedMotion() || typeof requestAnimationFrame !== 'function') {
      setValue(target);
      return;
    }
    let frame = 0;
    let began: number | null = null;
    const tick = (now: number) => {
      began ??= now;
      const progress = Math.min(1, (now - began) / durationMs);
      setValue(Math.round(target * easeOut(progress)));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, start]);

  return value;
}
