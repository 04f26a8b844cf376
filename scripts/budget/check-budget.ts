/**
 * The first-load budget (a step of npm test, after the builds): the landing page's first-load JS at most
 * `landingLimitKiB` gzip, and no remote's share of its entry screens' first load more than `growthLimit` over the
 * figure recorded in first-load-budget.json. Prints every screen, and each chunk over `chunkReportKiB` with the npm
 * packages inside it.
 *   node -r @swc-node/register scripts/budget/check-budget.ts            check
 *   node -r @swc-node/register scripts/budget/check-budget.ts --record   write today's figures (commit them with the reason)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureStats } from './ensure-stats';
import { FirstLoad, kib, packageList, readStats, type BuildStats } from './first-load';

export interface Budget {
  reason: string;
  landingScreen: string;
  landingLimitKiB: number;
  growthLimit: number;
  chunkReportKiB: number;
  /** "<build>/<exposed name>": the recorded gzip KiB of what that remote adds to the shell's start for the screen. */
  screens: Record<string, number>;
}

export interface BudgetOptions {
  statsDir: string;
  budgetFile: string;
  /** The shell's build name in statsDir; without it, each remote stands alone (a fixture). */
  shell?: string;
  record?: boolean;
}

export const DEFAULT_BUDGET_FILE = join(__dirname, 'first-load-budget.json');
export const DEFAULT_STATS_DIR = join(__dirname, '..', '..', 'node_modules', '.cache', 'abialbum-build-stats');

const readBudget = (budgetFile: string) => JSON.parse(readFileSync(budgetFile, 'utf8')) as Budget;

/** The builds whose stats the budget reads: the shell's and each screen's remote. */
export const budgetBuilds = (budget: Budget, shell?: string) =>
  [...new Set([...(shell ? [shell] : []), ...Object.keys(budget.screens).map((screen) => screen.split('/')[0]!)])];

export function checkBudget({ statsDir, budgetFile, shell, record = false }: BudgetOptions): { ok: boolean; lines: string[] } {
  const budget = readBudget(budgetFile);
  const lines: string[] = [];
  const failures: string[] = [];
  const names = budgetBuilds(budget, shell);
  const builds: Record<string, BuildStats> = {};
  for (const name of names) {
    const file = join(statsDir, `${name}.json`);
    if (!existsSync(file)) throw new Error(`no build stats ${file}: build the front ends first (npm run build -w ${name})`);
    builds[name] = readStats(file);
  }
  const start = (load: FirstLoad) => (shell ? load.group(shell, 'main').group(shell, 'bootstrap').preloaded(shell) : load);
  const startFiles = new Set(start(new FirstLoad(builds, shell)).files.keys());
  const reported = new Set<string>();
  const recorded: Record<string, number> = {};

  for (const [screen, figure] of Object.entries(budget.screens)) {
    const [build, expose] = screen.split('/') as [string, string];
    const container = Object.entries(builds[build]!.groups).find(([, ids]) =>
      builds[build]!.chunks.some((c) => ids.includes(c.id) && c.files.includes('remoteEntry.js')),
    )?.[0];
    if (!container) throw new Error(`${build} has no remoteEntry.js`);
    const load = start(new FirstLoad(builds, shell)).group(build, container).group(build, `__federation_expose_${expose}`);
    const own = kib(load.total((f) => (startFiles.has(`${f.build}/${f.file}`) ? 0 : f.gzip)));
    const total = kib(load.total());
    recorded[screen] = own;
    const limit = Number((figure * (1 + budget.growthLimit)).toFixed(1));
    const over = own > limit;
    lines.push(`${over ? 'OVER' : 'ok  '}  ${screen}: ${total} KiB gzip first load, ${own} KiB of it this remote's (recorded ${figure}, limit ${limit})`);
    if (over) failures.push(`${screen} grew to ${own} KiB, more than ${Math.round(budget.growthLimit * 100)}% over its recorded ${figure} KiB`);
    if (screen === budget.landingScreen) {
      const landingOver = total > budget.landingLimitKiB;
      lines.push(`${landingOver ? 'OVER' : 'ok  '}  landing page first-load JS: ${total} KiB gzip (limit ${budget.landingLimitKiB} KiB)`);
      if (landingOver) failures.push(`the landing page loads ${total} KiB gzip of JS first, over ${budget.landingLimitKiB} KiB`);
    }
    for (const file of [...load.files.values()].filter((f) => kib(f.gzip) > budget.chunkReportKiB)) {
      const key = `${file.build}/${file.file}`;
      if (reported.has(key)) continue;
      reported.add(key);
      lines.push(`        ${kib(file.gzip)} KiB gzip (${kib(file.raw)} raw)  ${key}: ${packageList(file)}`);
    }
  }
  if (record) {
    writeFileSync(budgetFile, `${JSON.stringify({ ...budget, screens: recorded }, null, 2)}\n`);
    lines.push(`recorded in ${budgetFile}: commit it with the reason ("reason" in the file)`);
    return { ok: true, lines };
  }
  for (const failure of failures) lines.push(`FAIL: ${failure}`);
  return { ok: failures.length === 0, lines };
}

if (require.main === module) {
  try {
    // Front ends the builds step left alone but whose stats are missing or from another build are built first.
    const root = join(__dirname, '..', '..');
    for (const line of ensureStats(root, DEFAULT_STATS_DIR, budgetBuilds(readBudget(DEFAULT_BUDGET_FILE), 'shell'))) console.log(line);
    const { ok, lines } = checkBudget({
      statsDir: DEFAULT_STATS_DIR,
      budgetFile: DEFAULT_BUDGET_FILE,
      shell: 'shell',
      record: process.argv.includes('--record'),
    });
    for (const line of lines) console.log(line);
    process.exit(ok ? 0 : 1);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
