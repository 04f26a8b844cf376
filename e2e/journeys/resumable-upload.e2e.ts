import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Media } from '@abialbum/contracts';
import type { Page, Request, Route } from 'playwright-core';
import { createAlbumByApi, data, send, signUpByApi, type Account } from '../support/api';
import { expectToast, logIn, newPerson, uniqueWord, visible } from '../support/app';
import { url } from '../support/browser';
import { journey } from '../support/journey';

const MB = 1_048_576;

/**
 * A ~32 MB video that passes the service's checks: a short H.264 clip by Debian's ffmpeg, then a `free` box of
 * padding (an MP4 box players skip), so the type is still read from its first bytes.
 */
function aLargeVideo(dir: string, name = 'Holiday drive.mp4'): string {
  const clip = join(dir, 'clip.mp4');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=duration=2:size=640x360:rate=25', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', clip]);
  const padding = 32 * MB;
  const box = Buffer.alloc(8 + padding);
  box.writeUInt32BE(8 + padding, 0);
  box.write('free', 4, 'ascii');
  const file = join(dir, name);
  writeFileSync(file, Buffer.concat([readFileSync(clip), box]));
  return file;
}

/** Issue 14 item 3: a large file goes by tus, survives the browser's network dropping halfway, and ends as a media item. */
describe('an owner uploads a large video over a connection that drops halfway', () => {
  const { step, browsers } = journey();
  const owner = newPerson('Traveller');
  const title = `${uniqueWord('Roads')} Album`;
  const caption = uniqueWord('Coastal road');
  const dir = mkdtempSync(join(tmpdir(), 'abialbum-resumable-'));
  let account: Account;
  let albumId = '';
  let page: Page;
  let file = '';
  const tusCalls: string[] = [];
  let cutOff: Promise<void> | undefined;

  beforeAll(async () => {
    account = await signUpByApi(owner);
    albumId = (await createAlbumByApi(account, { title, description: 'Long clips from the car' })).id;
    file = aLargeVideo(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const progressOf = async () => Number(await page.getByRole('progressbar', { name: 'Progress of Holiday drive.mp4' }).getAttribute('value'));

  step('the owner starts uploading the video: it goes in pieces, with a progress bar', async () => {
    page = await browsers().person('owner');
    page.on('request', (request: Request) => {
      if (request.url().includes('/api/v1/upload/resumable')) tusCalls.push(request.method());
    });
    await logIn(page, owner);
    await page.goto(url('/abialbum/albums'));
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Upload to ${title}` });
    await dialog.getByLabel('Choose files').setInputFiles(file);
    await dialog.getByRole('textbox', { name: 'Caption (optional)' }).fill(caption);
    // The network drops while the second piece is on its way: the browser goes offline and that request fails.
    let patches = 0;
    cutOff = new Promise<void>((resolve) => {
      void page.route('**/api/v1/upload/resumable/**', async (route: Route) => {
        if (route.request().method() === 'PATCH' && ++patches === 2) {
          await page.context().setOffline(true);
          await route.abort('internetdisconnected');
          resolve();
          return;
        }
        await route.continue();
      });
    });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await visible(dialog.getByRole('progressbar', { name: 'Progress of Holiday drive.mp4' }));
  }, { timeout: 90_000 });

  step('the network drops: the upload says so and waits; back online, it goes on from where it stood', async () => {
    const dialog = page.getByRole('dialog', { name: `Upload to ${title}` });
    await cutOff;
    await visible(dialog.getByRole('status').filter({ hasText: 'Connection lost: resumes when back online' }));
    await visible(dialog.getByRole('button', { name: 'Resume upload of Holiday drive.mp4' }));
    const before = await progressOf();
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(100);
    await page.waitForTimeout(2_000);
    await expectToast(page, 'Successfully uploaded 1 files', async () => {
      await page.context().setOffline(false);
    });
    // It asked where the service stood (HEAD) and went on, never starting over (a single creation).
    expect(tusCalls.filter((method) => method === 'POST')).toHaveLength(1);
    expect(tusCalls).toContain('HEAD');
    expect(tusCalls.filter((method) => method === 'PATCH').length).toBeGreaterThanOrEqual(3);
  }, { timeout: 120_000 });

  step('the video is a media item of the album, whole', async () => {
    const listed = await send<{ media: Media[] }>('GET', `/abialbum/albums/${albumId}/media`, { token: account.token });
    const item = data(listed, 'the album media').media.find((media) => media.caption === caption);
    expect(item).toMatchObject({ type: 'VIDEO', status: 'approved' });
    const stored = await fetch(url(item?.url ?? ''));
    expect(stored.status).toBe(200);
    expect(Number(stored.headers.get('content-length'))).toBe(readFileSync(file).length);
  });
});

/** Issue 14 item 3: paused, the page reloaded, the same file chosen again: it goes on where it stopped. */
describe('an owner pauses a large upload, reloads the page and chooses the file again', () => {
  const { step, browsers } = journey();
  const owner = newPerson('Nightowl');
  const title = `${uniqueWord('Nights')} Album`;
  const caption = uniqueWord('Night road');
  const dir = mkdtempSync(join(tmpdir(), 'abialbum-resumable-'));
  let account: Account;
  let albumId = '';
  let page: Page;
  let file = '';
  const tusCalls: string[] = [];

  beforeAll(async () => {
    account = await signUpByApi(owner);
    albumId = (await createAlbumByApi(account, { title, description: 'Drives after dark' })).id;
    file = aLargeVideo(dir, 'Night drive.mp4');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const chooseFile = async () => {
    await page.goto(url('/abialbum/albums'));
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Upload to ${title}` });
    await dialog.getByLabel('Choose files').setInputFiles(file);
    await dialog.getByRole('textbox', { name: 'Caption (optional)' }).fill(caption);
    return dialog;
  };

  step('the owner starts the upload and pauses it while its second piece is on its way', async () => {
    page = await browsers().person('owner');
    page.on('request', (request: Request) => {
      if (request.url().includes('/api/v1/upload/resumable')) tusCalls.push(request.method());
    });
    await logIn(page, owner);
    const dialog = await chooseFile();
    // The second piece is held on its way (a slow line) until the owner has paused; it never arrives.
    let patches = 0;
    let held: Route | undefined;
    const secondPiece = new Promise<void>((resolve) => {
      void page.route('**/api/v1/upload/resumable/**', async (route: Route) => {
        if (route.request().method() === 'PATCH' && ++patches === 2) {
          held = route;
          resolve();
          return;
        }
        await route.continue();
      });
    });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await secondPiece;
    await dialog.getByRole('button', { name: 'Pause upload of Night drive.mp4' }).click();
    await visible(dialog.getByText('Paused'));
    await visible(dialog.getByRole('button', { name: 'Resume upload of Night drive.mp4' }));
    await held?.abort('aborted').catch(() => undefined);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }, { timeout: 90_000 });

  step('after a reload, the same file chosen again goes on from where the service stands, never from zero', async () => {
    await page.reload();
    const dialog = await chooseFile();
    await expectToast(page, 'Successfully uploaded 1 files', () => dialog.getByRole('button', { name: 'Upload', exact: true }).click());
    // One creation in all: after the reload it asked where the service stood (HEAD) and sent the rest.
    expect(tusCalls.filter((method) => method === 'POST')).toHaveLength(1);
    expect(tusCalls).toContain('HEAD');
    const listed = await send<{ media: Media[] }>('GET', `/abialbum/albums/${albumId}/media`, { token: account.token });
    const item = data(listed, 'the album media').media.find((media) => media.caption === caption);
    expect(item).toMatchObject({ type: 'VIDEO', status: 'approved' });
    const stored = await fetch(url(item?.url ?? ''));
    expect(Number(stored.headers.get('content-length'))).toBe(readFileSync(file).length);
  }, { timeout: 120_000 });
});

/** Issue 28: the service made the item but the answer to the last PATCH never arrived (a phone on a train). */
describe('an owner loses the answer to the last piece of a large upload, then comes back online', () => {
  const { step, browsers } = journey();
  const owner = newPerson('Commuter');
  const title = `${uniqueWord('Trains')} Album`;
  const caption = uniqueWord('Tunnel');
  const dir = mkdtempSync(join(tmpdir(), 'abialbum-resumable-'));
  let account: Account;
  let albumId = '';
  let page: Page;
  let file = '';
  const tusCalls: string[] = [];
  let answerLost: Promise<void> | undefined;

  beforeAll(async () => {
    account = await signUpByApi(owner);
    albumId = (await createAlbumByApi(account, { title, description: 'Seen from the window' })).id;
    file = aLargeVideo(dir, 'Train ride.mp4');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  step('the last piece reaches the service, and the network drops before its answer comes back', async () => {
    page = await browsers().person('owner');
    page.on('request', (request: Request) => {
      if (request.url().includes('/api/v1/upload/resumable')) tusCalls.push(request.method());
    });
    await logIn(page, owner);
    await page.goto(url('/abialbum/albums'));
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Upload to ${title}` });
    await dialog.getByLabel('Choose files').setInputFiles(file);
    await dialog.getByRole('textbox', { name: 'Caption (optional)' }).fill(caption);
    const size = readFileSync(file).length;
    let dropped = false;
    answerLost = new Promise<void>((resolve) => {
      void page.route('**/api/v1/upload/resumable/**', async (route: Route) => {
        const request = route.request();
        const end = Number(request.headers()['upload-offset'] ?? -1) + (request.postDataBuffer()?.length ?? 0);
        if (request.method() !== 'PATCH' || dropped || end !== size) return route.continue();
        dropped = true;
        // The service gets the last bytes and answers (the item is made); the browser never hears it.
        await route.fetch();
        await page.context().setOffline(true);
        await route.abort('internetdisconnected');
        resolve();
      });
    });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await answerLost;
    await visible(dialog.getByRole('status').filter({ hasText: 'Connection lost: resumes when back online' }));
  }, { timeout: 120_000 });

  step('back online, the upload learns it is finished and shows the item: one item, the file sent once', async () => {
    const patchesBefore = tusCalls.filter((method) => method === 'PATCH').length;
    await expectToast(page, 'Successfully uploaded 1 files', async () => {
      await page.context().setOffline(false);
    });
    expect(tusCalls.filter((method) => method === 'POST')).toHaveLength(1);
    expect(tusCalls).toContain('HEAD');
    // After the HEAD, one empty PATCH asked for the item again: no piece was sent twice.
    expect(tusCalls.filter((method) => method === 'PATCH').length).toBe(patchesBefore + 1);
    const listed = await send<{ media: Media[] }>('GET', `/abialbum/albums/${albumId}/media`, { token: account.token });
    expect(data(listed, 'the album media').media.filter((media) => media.caption === caption)).toHaveLength(1);
  }, { timeout: 120_000 });
});
