/**
 * `npm run release:record -- <area> [<commit>]` (README "Before a team deploys"): records that an area was deployed
 * from a commit (default HEAD). The pacts its consumer held in that commit's contracts/pacts are copied, byte for byte,
 * into contracts/deployed/<area>/, with release.json naming the area, its consumer, version and commit. Every provider
 * verification then checks them beside the current pacts (packages/service-kit/testing/pact-files.ts), so a provider
 * change that breaks what runs now fails before it ships. Commit the folder with the deploy.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

interface Area {
  workspaces: string[];
  consumer?: { dir: string; name: string };
  build: string[];
}

export interface ReleaseRecord {
  area: string;
  /** The consumer name in its pacts; null for an area that consumes none (the gateway). */
  consumer: string | null;
  version: string;
  commit: string;
  committedAt: string;
  recordedAt: string;
  pacts: string[];
}

export interface RecordOptions {
  root: string;
  area: string;
  commit?: string;
  /** Where the records go (default contracts/deployed). */
  deployedDir?: string;
}

export interface RecordResult {
  record: ReleaseRecord;
  /** Each pact file and what recording it did: new, changed or unchanged (against the area's previous record). */
  changes: Array<{ pact: string; change: 'new' | 'changed' | 'unchanged' | 'removed' }>;
}

const git = (root: string, ...args: string[]) =>
  execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });

function commitOf(root: string, commit: string): string {
  try {
    return git(root, 'rev-parse', '--verify', '--quiet', `${commit}^{commit}`).trim();
  } catch {
    throw new Error(`unknown commit '${commit}'`);
  }
}

export function recordRelease({ root, area, commit = 'HEAD', deployedDir = path.join(root, 'contracts/deployed') }: RecordOptions): RecordResult {
  const areas = JSON.parse(fs.readFileSync(path.join(root, 'scripts/areas.json'), 'utf8')) as Record<string, Area>;
  const spec = areas[area];
  if (!spec) throw new Error(`unknown area '${area}' (one of: ${Object.keys(areas).join(', ')})`);
  if (spec.build.length === 0) throw new Error(`${area} is not deployed on its own (its code ships inside the areas that build it)`);
  const sha = commitOf(root, commit);
  const consumer = spec.consumer?.name ?? null;

  const pacts = new Map<string, string>();
  if (consumer) {
    const files = git(root, 'ls-tree', '--name-only', sha, 'contracts/pacts/').split('\n').filter((f) => f.endsWith('.json'));
    for (const file of files) {
      const text = git(root, 'show', `${sha}:${file}`);
      if ((JSON.parse(text) as { consumer: { name: string } }).consumer.name === consumer) pacts.set(path.basename(file), text);
    }
    if (pacts.size === 0) throw new Error(`commit ${sha.slice(0, 12)} holds no pact of ${consumer} in contracts/pacts`);
  }

  const dir = path.join(deployedDir, area);
  fs.mkdirSync(dir, { recursive: true });
  const before = new Map(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json') && f !== 'release.json')
      .map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]),
  );
  const changes: RecordResult['changes'] = [];
  for (const [name, text] of [...pacts].sort(([a], [b]) => a.localeCompare(b))) {
    const old = before.get(name);
    changes.push({ pact: name, change: old === undefined ? 'new' : old === text ? 'unchanged' : 'changed' });
    fs.writeFileSync(path.join(dir, name), text);
  }
  for (const name of before.keys()) {
    if (pacts.has(name)) continue;
    changes.push({ pact: name, change: 'removed' });
    fs.rmSync(path.join(dir, name));
  }

  const manifest = spec.build[0] ?? spec.workspaces[0];
  const version = manifest ? (JSON.parse(git(root, 'show', `${sha}:${manifest}/package.json`)) as { version?: string }).version : undefined;
  const record: ReleaseRecord = {
    area,
    consumer,
    version: version ?? '0.0.0',
    commit: sha,
    committedAt: git(root, 'show', '-s', '--format=%cI', sha).trim(),
    recordedAt: new Date().toISOString(),
    pacts: [...pacts.keys()].sort(),
  };
  fs.writeFileSync(path.join(dir, 'release.json'), `${JSON.stringify(record, null, 2)}\n`);
  return { record, changes };
}

function main(): void {
  const [area, commit] = process.argv.slice(2);
  if (!area) {
    console.error('usage: npm run release:record -- <area> [<commit>]   (areas: scripts/areas.json)');
    process.exit(2);
  }
  const root = path.resolve(__dirname, '../..');
  const { record, changes } = recordRelease({ root, area, commit });
  console.log(`${area} ${record.version} deployed from ${record.commit.slice(0, 12)} (${record.committedAt})`);
  if (!record.consumer) console.log(`${area} consumes no pact: only its release.json is recorded`);
  for (const { pact, change } of changes) console.log(`  ${change.padEnd(9)} contracts/deployed/${area}/${pact}`);
  console.log(`commit it: git add contracts/deployed/${area} && git commit -m "${area} deployed" -- contracts/deployed/${area}`);
}

if (require.main === module) {
  try {
    main();
  } catch (error: unknown) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
