import fs from 'node:fs';
import path from 'node:path';

/** The consumers' current pacts (written by their pact tests, committed). */
export const PACT_DIR = path.resolve(__dirname, '../../../contracts/pacts');
/** What each deployed area's consumers held when it was deployed: `<area>/<consumer>-<provider>.json` (`npm run release:record`). */
export const DEPLOYED_PACT_DIR = path.resolve(__dirname, '../../../contracts/deployed');

interface PactFile {
  consumer: { name: string };
  provider: { name: string };
  messages?: unknown[];
  metadata?: unknown;
}

export interface PactSelection {
  /** `http`: request/response pacts only; `message`: message pacts only; default both. */
  kind?: 'http' | 'message';
  /** Only this consumer's pacts. */
  consumer?: string;
  pactDir?: string;
  deployedDir?: string;
}

function readPact(file: string): PactFile | undefined {
  const pact = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<PactFile>;
  // release.json beside the deployed pacts is a record, not a pact.
  return pact.consumer?.name && pact.provider?.name ? (pact as PactFile) : undefined;
}

function jsonFiles(dir: string, deep: boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return deep ? jsonFiles(file, false) : [];
      return entry.name.endsWith('.json') ? [file] : [];
    })
    .sort();
}

/**
 * The pact files a provider verifies: every current pact in contracts/pacts whose provider it is, and every deployed
 * one under contracts/deployed (what the consumers running now expect), so a change that breaks a deployed consumer
 * fails before it ships. A deployed pact equal to one already listed (the same contract, whatever pact-js wrote it)
 * is verified once.
 */
export function pactsToVerify(provider: string, selection: PactSelection = {}): string[] {
  const { consumer } = selection;
  const seen = new Set<string>();
  const chosen: string[] = [];
  const consider = (file: string) => {
    const pact = readPact(file);
    if (!pact || pact.provider.name !== provider) return;
    if (consumer && pact.consumer.name !== consumer) return;
    const isMessage = Array.isArray(pact.messages);
    if (selection.kind === 'http' && isMessage) return;
    if (selection.kind === 'message' && !isMessage) return;
    const { metadata: _metadata, ...contract } = pact;
    const key = JSON.stringify(contract);
    if (seen.has(key)) return;
    seen.add(key);
    chosen.push(file);
  };
  jsonFiles(selection.pactDir ?? PACT_DIR, false).forEach(consider);
  jsonFiles(selection.deployedDir ?? DEPLOYED_PACT_DIR, true).forEach(consider);
  return chosen;
}
