import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** Issue 6: a screen passes with no violation of these impacts; the others are printed for the record. */
const BLOCKING = new Set(['serious', 'critical']);

const describeViolation = (v: Violation) =>
  `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'}: ${v.nodes
    .slice(0, 3)
    .map((n) => n.target.join(' '))
    .join(' | ')})`;

/**
 * Runs axe-core on what `page` shows now. Answers the serious and critical violations, one line each
 * (an empty list is a pass); prints the minor and moderate ones under `screen`.
 */
export async function seriousViolations(page: Page, screen: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const others = violations.filter((v) => !BLOCKING.has(v.impact ?? ''));
  if (others.length > 0) console.log(`axe, ${screen}: ${others.length} minor or moderate\n  ${others.map(describeViolation).join('\n  ')}`);
  return violations.filter((v) => BLOCKING.has(v.impact ?? '')).map(describeViolation);
}
