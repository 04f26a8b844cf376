import { useCallback, useEffect, useState } from 'react';

/** SPEC 9: the video controls hide after 3 s while playing. */
export const CONTROLS_HIDE_MS = 3000;

/**
 * Visible while `active` is off; while on, hides `ms` after the last `poke` (a pointer move, a key, a
 * focus inside the player) so that the controls come back whenever the viewer reaches for them.
 */
export function useAutoHide(active: boolean, ms = CONTROLS_HIDE_MS) {
  const [hidden, setHidden] = useState(false);
  const [pokes, setPokes] = useState(0);

  useEffect(() => {
    setHidden(false);
    if (!active) return undefined;
    const timer = setTimeout(() => setHidden(true), ms);
    return () => clearTimeout(timer);
  }, [active, ms, pokes]);

  const poke = useCallback(() => setPokes((n) => n + 1), []);
  return { visible: !hidden, poke };
}
