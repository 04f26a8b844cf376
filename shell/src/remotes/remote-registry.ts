import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** remotes.json: { "public": "/mf/public/mf-manifest.json", "owner": ..., "admin": ... }, chosen at deploy time. */
export type RemotesConfig = Record<string, string>;

export const REMOTES_URL = '/remotes.json';

/** Must match scripts/rspack/create-remote-config.js: `public` alone is a reserved word in strict JS. */
export const containerName = (alias: string) => `abialbum_${alias.replace(/[^A-Za-z0-9_]/g, '_')}`;

let configPromise: Promise<RemotesConfig> | null = null;

function register(config: RemotesConfig, force: boolean): void {
  registerRemotes(
    Object.entries(config).map(([alias, entry]) => ({ name: containerName(alias), alias, entry })),
    { force },
  );
}

/** Fetches remotes.json once and registers every remote; a failure is forgotten so Retry can fetch again. */
export function loadRemotesConfig(): Promise<RemotesConfig> {
  configPromise ??= (async () => {
    const response = await fetch(REMOTES_URL, { cache: 'no-cache', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`${REMOTES_URL} answered ${response.status}`);
    const config = (await response.json()) as RemotesConfig;
    register(config, false);
    return config;
  })().catch((error: unknown) => {
    configPromise = null;
    throw error;
  });
  return configPromise;
}

/** Loads `<remote>/<Module>` (e.g. 'public/Login') and returns its default-exported component. */
export async function loadRemoteComponent(id: string): Promise<ComponentType> {
  await loadRemotesConfig();
  const module = await loadRemote<{ default?: ComponentType }>(id);
  if (!module || typeof module.default !== 'function' && typeof module.default !== 'object') {
    throw new Error(`Remote module ${id} has no default export`);
  }
  return module.default as ComponentType;
}

/** After a failed load the runtime keeps the broken entry; registering again with force drops it. */
export async function resetRemote(id: string): Promise<void> {
  const alias = id.split('/')[0] ?? '';
  const config = await loadRemotesConfig();
  const entry = config[alias];
  if (entry) register({ [alias]: entry }, true);
}
