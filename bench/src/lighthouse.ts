/**
 * Lighthouse (mobile: its default emulation and simulated throttling) with Debian's chromium on the landing
 * page, Explore and a public album profile: performance and accessibility scores against 90 (issue 6,
 * section 4). The profile is a public album of the bench user with six pictures, removed afterwards.
 * First-load JavaScript is first-load.ts's figure; Lighthouse's own count of the landing scripts is shown too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchToken } from './bench-user';
import { api, attachAll, createAlbum, deleteAlbum, eventually, uploadSmall } from './gateway-api';
import { culprits, metrics, notPassed, runLighthouse, score, scriptKiB } from './lighthouse-report';
import { aPicture, grain } from './pictures';
import { env, saveResult } from './results';

const TARGET = 90;
const base = env('BASE_URL', env('GATEWAY_URL', 'http://127.0.0.1:8080'));

/** A public album with pictures, shown on its profile once svc-albums has the approved media (events). */
async function aProfile(token: string): Promise<string> {
  const albumId = await createAlbum(token, 'Lighthouse Album', true);
  const noise = await grain(1600, 1200);
  const pictures = await Promise.all(
    Array.from({ length: 6 }, async (_, n) => ({ name: `picture-${n + 1}.jpg`, type: 'image/jpeg', bytes: await aPicture(100 + n, 1600, 1200, noise) })),
  );
  const { files } = await eventually('an upload to the new album', () => uploadSmall(token, albumId, pictures));
  await attachAll(token, albumId, files);
  const key = files[0]!.url.split('/').pop()!.slice(0, 32);
  await eventually('the pictures on the public profile', async () => {
    const profile = await api<unknown>('GET', `/api/v1/abialbum/userprofile/album/${albumId}`, token);
    return JSON.stringify(profile).includes(key) ? true : undefined;
  });
  return albumId;
}

async function main(): Promise<void> {
  const token = await benchToken();
  const albumId = await aProfile(token);
  const dir = mkdtempSync(join(tmpdir(), 'abialbum-lighthouse-'));
  try {
    const pages = { landing: '/abialbum/landing', explore: '/abialbum/home', profile: `/abialbum/profile/${albumId}` };
    const figures: Record<string, unknown> = {};
    let met = true;
    for (const [name, path] of Object.entries(pages)) {
      const report = await runLighthouse(`${base}${path}`, dir);
      const performance = score(report, 'performance');
      const accessibility = score(report, 'accessibility');
      met &&= performance >= TARGET && accessibility >= TARGET;
      const shown = metrics(report);
      const misses = { performance: notPassed(report, 'performance'), accessibility: notPassed(report, 'accessibility') };
      const settings = `${report.configSettings.formFactor}, ${report.configSettings.throttlingMethod} throttling`;
      console.log(`  ${name} (${path}, ${settings}): ${Object.entries(shown).map(([id, value]) => `${id} ${value}`).join(', ')}`);
      if (performance < TARGET) for (const line of culprits(report)) console.log(`    ${line}`);
      if (misses.accessibility.length > 0) console.log(`    accessibility audits not passed: ${misses.accessibility.join(', ')}`);
      console.log(`lighthouse ${name}: performance ${performance}, accessibility ${accessibility} (targets >= ${TARGET}); scripts ${scriptKiB(report)} KiB transferred`);
      figures[name] = { path, performance, accessibility, metrics: shown, scriptKiB: scriptKiB(report), notPassed: misses };
    }
    console.log('lighthouse: first-load JS of the landing page (gzip, target <= 170 KiB) is first-load.ts\'s figure');
    saveResult('lighthouse', { ...figures, target: TARGET, met });
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await deleteAlbum(token, albumId);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
