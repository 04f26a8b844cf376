/** JavaScript bytes (gzip) a fresh browser fetches to show /abialbum/landing. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import { env, saveResult } from './results';

/** Issue 24's target; npm test's budget (scripts/budget) fails past 150 KiB. */
const TARGET_KIB = 140;
const base = env('BASE_URL', env('GATEWAY_URL', 'http://127.0.0.1:8080'));

/** The gzip size of a script: as sent when the server compressed it, else the body gzipped here. */
async function gzipBytes(response: Response): Promise<{ raw: number; gzip: number }> {
  const body = await response.body();
  const encoding = (await response.headerValue('content-encoding')) ?? '';
  if (encoding.includes('gzip')) {
    const sent = (await response.request().sizes()).responseBodySize;
    return { raw: body.length, gzip: sent };
  }
  return { raw: body.length, gzip: gzipSync(body).length };
}

async function main(): Promise<void> {
  const profile = mkdtempSync(join(tmpdir(), 'abialbum-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const scripts: Response[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script' && r.ok()) scripts.push(r);
    });
    await page.goto(`${base}/abialbum/landing`, { waitUntil: 'networkidle' });
    await page.getByText('Welcome to Abi Social Album').first().waitFor({ timeout: 30_000 });
    const sizes = await Promise.all(scripts.map(gzipBytes));
    const gzip = sizes.reduce((sum, s) => sum + s.gzip, 0);
    const raw = sizes.reduce((sum, s) => sum + s.raw, 0);
    const kib = gzip / 1024;
    for (const [i, r] of scripts.entries()) console.log(`  ${(sizes[i]!.gzip / 1024).toFixed(1)} KiB  ${new URL(r.url()).pathname}`);
    console.log(`first-load JS: ${kib.toFixed(1)} KiB gzip (target <= ${TARGET_KIB} KiB)`);
    saveResult('firstLoad', {
      scripts: scripts.length,
      rawKiB: Number((raw / 1024).toFixed(1)),
      gzipKiB: Number(kib.toFixed(1)),
      targetKiB: TARGET_KIB,
      met: kib <= TARGET_KIB,
    });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
