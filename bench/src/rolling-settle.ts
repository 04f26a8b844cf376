/**
 * After the load: the drill's effects read again every half second until every count agrees with its source
 * (nothing behind, every notification received), or the limit; how long that took, and the last reading.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { effectsOf, type Effect } from './rolling-effects';
import type { MixedLoad } from './rolling-load';
import type { NotificationCounter } from './rolling-stream';
import type { World } from './rolling-world';

/** The full drill's backlog of events may take minutes on a busy 2-core machine; the short one's must not. */
const LIMIT_MS = process.argv.includes('--short') ? 120_000 : 300_000;

export interface Settled {
  /** null: never within the limit */
  seconds: number | null;
  effects: Effect[];
}

type Effects = ReturnType<typeof effectsOf>;

async function readAll(effects: Effects, load: MixedLoad, stream: NotificationCounter, before: number, since: number): Promise<Effect[] | null> {
  try {
    return [await effects.follows(load), await effects.approvals(load, before), ...(await effects.activity(load)), await effects.notifications(stream, since)];
  } catch {
    return null; // a service is still starting
  }
}

export const settle = {
  /** Before the load: what is approved already, and the owner's newest notification place. */
  async prepare(gateway: string, world: World) {
    const effects = effectsOf(gateway, world);
    return { effects, before: await effects.approvedNow(), since: await effects.newestPlace() };
  },

  async wait(effects: Effects, load: MixedLoad, stream: NotificationCounter, before: number, since: number): Promise<Settled> {
    const started = Date.now();
    let last: Effect[] = [];
    let told = started;
    while (Date.now() - started < LIMIT_MS) {
      const now = await readAll(effects, load, stream, before, since);
      if (now) {
        last = now;
        const off = now.filter((effect) => effect.behind !== 0 || effect.lost !== 0 || effect.doubled !== 0);
        if (off.length === 0) return { seconds: (Date.now() - started) / 1000, effects: now };
        // What is still catching up, now and then (a count that never agrees is found by its name).
        if (Date.now() - told >= 10_000) {
          told = Date.now();
          console.log(`  after ${Math.round((told - started) / 1000)} s still off: ${off.map((effect) => `${effect.name} (${effect.detail})`).join('; ')}`);
        }
      }
      await sleep(500);
    }
    return { seconds: null, effects: last };
  },
};
