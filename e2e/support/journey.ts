import { startBrowser, type Browsers } from './browser';

type StepFn = () => Promise<void>;

export interface Journey {
  /** The browser of this journey: open people with `browsers().person(name)`. */
  browsers(): Browsers;
  /**
   * One step of the journey, a test of its own. It runs only when the steps it `needs` passed (by default every
   * earlier step): a later step then fails saying which earlier one it was waiting for, instead of failing on
   * a screen that the earlier failure left behind. A step fails too when the pages' Content-Security-Policy
   * refused anything during it.
   */
  step(name: string, fn: StepFn, options?: { needs?: string[]; timeout?: number }): void;
}

/** Declares a journey's browser lifecycle (call it inside `describe`) and returns its step function. */
export function journey(): Journey {
  let browsers: Browsers | undefined;
  const declared: string[] = [];
  const failed = new Set<string>();

  beforeAll(async () => {
    browsers = await startBrowser();
  });
  afterAll(async () => {
    await browsers?.close();
  });

  return {
    browsers() {
      if (!browsers) throw new Error('the browser did not start');
      return browsers;
    },
    step(name, fn, options = {}) {
      const needs = options.needs ?? [...declared];
      declared.push(name);
      it(
        name,
        async () => {
          const missing = needs.filter((n) => failed.has(n));
          if (missing.length > 0) {
            failed.add(name);
            throw new Error(`not run: it needs the failed step(s) ${missing.map((n) => `"${n}"`).join(', ')}`);
          }
          try {
            await fn();
            const refused = browsers?.takeViolations() ?? [];
            if (refused.length > 0) throw new Error(`the Content-Security-Policy refused something on this step:\n${refused.join('\n')}`);
            const thrown = browsers?.takeReactErrors() ?? [];
            if (thrown.length > 0) throw new Error(`React threw on this step (https://react.dev/errors/<number>):\n${thrown.join('\n')}`);
          } catch (err) {
            failed.add(name);
            await browsers?.screenshots(name);
            throw err;
          }
        },
        options.timeout,
      );
    },
  };
}
