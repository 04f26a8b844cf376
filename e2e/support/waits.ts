import type { Locator, Page } from 'playwright-core';

/** How long the platform's read models may take to follow an event ("within seconds"). */
const SETTLE_TIMEOUT = 30_000;
/** How long one look at the screen waits before the page is loaded again. */
const LOOK_TIMEOUT = 3_000;

/**
 * Looks again until `attempt` answers true, as a user would while waiting for a change made elsewhere (by
 * another person, or a read model following an event). `attempt` loads the screen itself and waits for
 * it, so no fixed pause is needed between looks.
 */
export async function eventually(what: string, attempt: () => Promise<boolean>, timeout = SETTLE_TIMEOUT): Promise<void> {
  const until = Date.now() + timeout;
  while (!(await attempt())) {
    if (Date.now() > until) throw new Error(`still not so after ${timeout / 1000}s: ${what}`);
  }
}

/** True once `locator` shows within a short look. */
export const showsSoon = (locator: Locator) =>
  locator.waitFor({ state: 'visible', timeout: LOOK_TIMEOUT }).then(
    () => true,
    () => false,
  );

/** Reloads the page until `locator` is visible (a first look is taken before any reload). */
export async function shownAfterReload(page: Page, locator: Locator, timeout?: number): Promise<void> {
  let first = true;
  await eventually(
    `${locator.toString()} visible`,
    async () => {
      if (!first) await page.reload();
      first = false;
      return showsSoon(locator);
    },
    timeout,
  );
}

/**
 * Until nothing on screen is loading any more: the kit's spinners (role status, class wk-spinner) and
 * the visually hidden 'Loading ...' notes of placeholder grids are gone.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.querySelector('.wk-spinner:not(.wk-spinner--inline)')) return false;
    const notes = Array.from(document.querySelectorAll('[role="status"]')).map((el) => el.textContent ?? '');
    return !notes.some((text) => /^(Loading|Checking|Searching)\b.*\.\.\.$/.test(text.trim()));
  });
}
