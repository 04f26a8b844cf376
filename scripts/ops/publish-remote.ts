/**
 * A team publishes its remote without the shell (README "A front end goes live alone"). Run through
 * scripts/ops/publish-remote.sh, which finds the profile's deploy folder (WEB_DEPLOY_DIR) and gateway:
 *
 *   publish-remote.sh <public|owner|admin>                  build the remote into a new build folder, make it live
 *   publish-remote.sh <remote> --from <dir>                 publish a build made before (its dist/, CI's artifact)
 *   publish-remote.sh <remote> --rollback [<id>|built]      point remotes.json back: the build live before, another
 *                                                           kept build, or the shell's built one (the remote's dist/)
 *   publish-remote.sh <remote> --list                       the kept builds, when each was last live
 *
 * After a switch, the builds past the retention rule are removed (remote-releases.ts `prune`; KEEP_BUILDS, 3, and
 * RETAIN_HOURS, 168). Nothing is restarted: the gateway reads remotes.json at every request.
 */
import { spawnSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_RETENTION, DeployFolder, buildOf, entryOf, isRemote, type RemoteName, type Retention } from './remote-releases';

const ROOT = resolve(__dirname, '..', '..');

function usage(): never {
  console.error('usage: publish-remote.sh <public|owner|admin> [--from <dir> | --rollback [<build id>|built] | --list]');
  process.exit(2);
}

/** An rspack production build of the remote's sources into `dir`, its manifest naming the build id. */
function build(remote: RemoteName, dir: string, id: string): void {
  const started = Date.now();
  const result = spawnSync(join(ROOT, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production'], {
    cwd: join(ROOT, `mfe-${remote}`),
    env: { ...process.env, REMOTE_OUT_DIR: dir, MF_BUILD_VERSION: id, NODE_ENV: 'production' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-30).join('\n');
    throw new Error(`the build of mfe-${remote} failed:\n${output || result.error?.message}`);
  }
  console.error(`built mfe-${remote} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function retention(): Retention {
  const keep = Number(process.env.KEEP_BUILDS ?? DEFAULT_RETENTION.keep);
  const hours = Number(process.env.RETAIN_HOURS ?? DEFAULT_RETENTION.retainMs / 3600_000);
  if (!Number.isInteger(keep) || keep < 0 || !(hours >= 0)) throw new Error('KEEP_BUILDS must be a whole number and RETAIN_HOURS a number of hours');
  return { keep, retainMs: hours * 3600_000 };
}

/** Asks the running gateway (GATEWAY_URL) for remotes.json: a warning when it answers another one than the folder's. */
async function checkGateway(remote: RemoteName, entry: string): Promise<void> {
  const gateway = process.env.GATEWAY_URL;
  if (!gateway) return;
  try {
    const served = (await (await fetch(`${gateway}/remotes.json`, { signal: AbortSignal.timeout(2_000) })).json()) as Record<string, string>;
    if (served[remote] === entry) console.error(`${gateway}/remotes.json names it: the next page load uses it`);
    else console.error(`warning: ${gateway}/remotes.json names ${served[remote]} for ${remote}: that gateway reads another WEB_DEPLOY_DIR`);
  } catch {
    // No platform running there: the folder is switched for when one starts.
  }
}

async function main(): Promise<void> {
  const [remote, option, value] = process.argv.slice(2);
  const dir = process.env.WEB_DEPLOY_DIR;
  if (!remote || !isRemote(remote)) usage();
  if (!dir) throw new Error('WEB_DEPLOY_DIR is not set (run scripts/ops/publish-remote.sh, which sets it for PROFILE)');
  const deploy = new DeployFolder(resolve(dir), join(ROOT, 'shell', 'dist', 'remotes.json'));
  const keep = retention();

  if (option === '--list') {
    const live = buildOf(remote, deploy.live()[remote]);
    const lastLive = deploy.lastLive(remote);
    if (!live) console.log(`${remote}: live ${deploy.live()[remote]} (the built remote)`);
    for (const id of deploy.builds(remote).reverse()) {
      console.log(`${id === live ? 'live ' : '     '}${id}  ${id === live ? '' : `last live ${new Date(lastLive.get(id) ?? 0).toISOString()}`}`);
    }
    return;
  }

  let entry: string;
  if (option === '--rollback') {
    const target = value === 'built' ? deploy.builtEntry(remote) : value ? entryOf(remote, value) : deploy.previousEntry(remote);
    if (!target) throw new Error(`${remote}: no earlier build is kept to go back to (--list)`);
    entry = target;
  } else if (option === '--from' || option === undefined) {
    if (option === '--from' && !value) usage();
    const id = await deploy.addBuild(remote, (staging, buildId) =>
      value ? cpSync(resolve(value), staging, { recursive: true }) : build(remote, staging, buildId),
    );
    entry = entryOf(remote, id);
  } else {
    usage();
  }

  const { before, removed } = await deploy.locked(() => {
    const was = deploy.switchTo(remote, entry);
    return { before: was, removed: deploy.prune(remote, keep) };
  });
  console.log(`${remote}: live ${entry} (was ${before})${removed.length > 0 ? `; removed old builds ${removed.join(', ')}` : ''}`);
  await checkGateway(remote, entry);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
