/** Running the Lighthouse CLI on one URL, and what its JSON report says about a page. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const CLI = join(__dirname, '..', '..', 'node_modules', 'lighthouse', 'cli', 'index.js');
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

interface Node {
  nodeLabel?: string;
  selector?: string;
}
interface Item {
  resourceType?: string;
  transferSize?: number;
  url?: string;
  scripting?: number;
  score?: number;
  node?: Node;
  phase?: string;
  timing?: number;
  items?: Item[];
}
interface Audit {
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  details?: { items?: Item[] };
}
export interface Report {
  configSettings: { formFactor: string; throttlingMethod: string };
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
}

/** Lighthouse's defaults are the mobile ones: a phone's screen, simulated slow 4G and a 4x slower CPU. */
export async function runLighthouse(url: string, dir: string): Promise<Report> {
  const output = join(dir, 'report.json');
  const args = [CLI, url, '--quiet', `--chrome-flags=${CHROME_FLAGS}`, '--only-categories=performance,accessibility', '--output=json', `--output-path=${output}`];
  const code = await new Promise<number | null>((resolve, reject) => {
    const env = { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' };
    spawn(process.execPath, args, { stdio: 'inherit', env }).on('error', reject).on('exit', resolve);
  });
  if (code !== 0) throw new Error(`lighthouse ${url} exited with ${code}`);
  const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
  if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.message}`);
  return report;
}

export const score = (report: Report, category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);

/**
 * The run with the median performance score (the lower middle one for an even count): Lighthouse's own advice
 * against its run-to-run variance, which a shared machine makes large.
 */
export const medianRun = (reports: Report[]): Report =>
  [...reports].sort((a, b) => score(a, 'performance') - score(b, 'performance'))[Math.floor((reports.length - 1) / 2)]!;

export const metrics = (report: Report) => Object.fromEntries(METRICS.map((id) => [id, report.audits[id]?.displayValue ?? '?']));

/** The audits that cost a category points (weighted, not passed). */
export const notPassed = (report: Report, category: string) =>
  (report.categories[category]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);

export function scriptKiB(report: Report): number {
  const scripts = report.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return Number(((scripts?.transferSize ?? 0) / 1024).toFixed(1));
}

const label = (node?: Node) => (node?.nodeLabel || node?.selector || '?').replace(/\s+/g, ' ').slice(0, 60);
const path = (url?: string) => (url ? new URL(url).pathname : '?');

/** Why the performance score is what it is: what shifts, what the largest paint waits for, whose script runs longest. */
export function culprits(report: Report): string[] {
  const items = (id: string) => report.audits[id]?.details?.items ?? [];
  const shifts = items('layout-shifts')
    .slice(0, 3)
    .map((item) => `${label(item.node)} (${(item.score ?? 0).toFixed(3)})`);
  const [element, phases] = items('largest-contentful-paint-element');
  const lcp = label(element?.items?.[0]?.node);
  const slowest = (phases?.items ?? []).reduce<Item | undefined>((worst, item) => ((item.timing ?? 0) > (worst?.timing ?? 0) ? item : worst), undefined);
  const scripts = items('bootup-time')
    .filter((item) => item.url?.startsWith('http'))
    .sort((a, b) => (b.scripting ?? 0) - (a.scripting ?? 0))
    .slice(0, 3)
    .map((item) => `${path(item.url)} ${Math.round(item.scripting ?? 0)} ms`);
  // The page's API calls; one asked twice means a preload of it went unused (gateway previews/data-preloads.ts).
  const apiCalls = items('network-requests').filter((item) => item.url?.includes('/api/v1/')).map((item) => path(item.url));
  const twice = apiCalls.filter((url, i) => apiCalls.indexOf(url) !== i);
  return [
    shifts.length > 0 ? `layout shifts: ${shifts.join(', ')}` : '',
    `API calls: ${apiCalls.length}${twice.length > 0 ? `, asked twice: ${twice.join(', ')}` : ''}`,
    `largest paint: ${lcp}${slowest ? ` (longest phase: ${slowest.phase} ${Math.round(slowest.timing ?? 0)} ms)` : ''}`,
    scripts.length > 0 ? `script time (4x CPU): ${scripts.join(', ')}` : '',
  ].filter(Boolean);
}
