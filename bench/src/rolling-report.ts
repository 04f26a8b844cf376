/** The drill's figures, printed next to their targets and saved to bench/results.json. */
import { type Call, type Calls, describeFailures, type Service } from './rolling-calls';
import type { Settled } from './rolling-settle';
import { saveResult } from './results';

export interface Roll {
  service: Service;
  from: string;
  to: string;
  seconds: number;
}

export interface Kill {
  service: Service;
  id: string;
  /** kill -9 sent (platform.sh kill began), and the process gone (it returned) */
  at: number;
  dead: number;
  restarted: number;
}

interface Input {
  short: boolean;
  calls: Calls;
  steady: Call[];
  during: Call[];
  rolls: Roll[];
  kills: Kill[];
  settled: Settled;
  p99Steady: number;
  p99Rolls: number;
}

/**
 * The calls a kill may have failed: those that ended between it and the next kill (or 5 s after it was started
 * again). Its own service's failures must be calls on their way when it died; any other service's is a failure.
 */
function killFigures(calls: Calls, kill: Kill, until: number) {
  const window = calls.all.filter((call) => call.end >= kill.at && call.end < until);
  const own = window.filter((call) => call.failed && call.service === kill.service);
  const inFlight = calls.all.filter((call) => call.service === kill.service && call.start <= kill.dead && call.end >= kill.at).length;
  const after = own.filter((call) => call.start > kill.dead).length + window.filter((call) => call.failed && call.service !== kill.service).length;
  return { id: kill.id, inFlight, failed: own.length, failedAfter: after, lines: describeFailures(window) };
}

export function report(input: Input): { met: boolean } {
  const { settled, during, steady } = input;
  const failedRolls = during.filter((call) => call.failed).length;
  const ratio = input.p99Steady > 0 ? input.p99Rolls / input.p99Steady : 0;
  const lost = settled.effects.reduce((n, e) => n + e.lost, 0);
  const doubled = settled.effects.reduce((n, e) => n + e.doubled, 0);
  const kills = input.kills.map((kill, i) => killFigures(input.calls, kill, input.kills[i + 1]?.at ?? kill.restarted + 5_000));
  const name = input.short ? 'rolling (short)' : 'rolling';
  const perService = input.rolls.map((r) => `${r.service} ${r.from}->${r.to} ${r.seconds.toFixed(1)} s`).join(', ');
  console.log(`\n${name}: ${input.rolls.length} instances replaced one at a time (${perService})`);
  console.log(`${name}: steady ${steady.length} calls, p99 ${input.p99Steady} ms; during the rolls ${during.length} calls, p99 ${input.p99Rolls} ms: ${ratio.toFixed(2)}x (${input.short ? 'information: a target of the full drill, <= 2' : 'target <= 2'})`);
  console.log(`${name}: calls failed or 5xx during the rolls: ${failedRolls} (target 0)`);
  for (const kill of kills) {
    console.log(`${name}: kill -9 svc-${kill.id}: ${kill.failed} call(s) failed, ${kill.inFlight} were in flight to its service when it died (target: only those), ${kill.failedAfter} others failed (begun after it died, or of another service; target 0)`);
    for (const line of kill.lines) console.log(`    ${line}`);
  }
  for (const effect of settled.effects) {
    console.log(`${name}: ${effect.name}: lost ${effect.lost}, doubled ${effect.doubled}${effect.behind ? `, ${effect.behind} still off` : ''} (target 0, 0): ${effect.detail}`);
  }
  console.log(`${name}: seconds until every count agrees: ${settled.seconds === null ? 'never (within the limit)' : settled.seconds.toFixed(1)}`);
  const killsMet = kills.every((kill) => kill.failedAfter === 0 && kill.failed <= kill.inFlight);
  // On 2 shared cores the p99 is a target of the full drill; the short one in npm test checks failures and losses.
  const met = failedRolls === 0 && lost === 0 && doubled === 0 && settled.seconds !== null && killsMet && (input.short || ratio <= 2);
  saveResult(input.short ? 'rollingShort' : 'rolling', {
    rolls: input.rolls.length,
    callsDuringRolls: during.length,
    failedDuringRolls: failedRolls,
    p99SteadyMs: input.p99Steady,
    p99RollsMs: input.p99Rolls,
    p99Ratio: Number(ratio.toFixed(2)),
    kills: kills.map(({ id, inFlight, failed, failedAfter }) => ({ id, inFlight, failed, failedAfter })),
    effects: settled.effects.map(({ name: effect, lost: l, doubled: d, behind }) => ({ effect, lost: l, doubled: d, behind })),
    secondsToAgree: settled.seconds,
    met,
  });
  console.log(met ? `${name}: all targets met` : `${name}: TARGET MISSED`);
  return { met };
}
