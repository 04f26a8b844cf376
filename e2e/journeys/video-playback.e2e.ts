import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Media } from '@abialbum/contracts';
import type { Page } from 'playwright-core';
import { createAlbumByApi, data, send, signUpByApi, type Account } from '../support/api';
import { expectToast, logIn, newPerson, uniqueWord, visible } from '../support/app';
import { url } from '../support/browser';
import { journey } from '../support/journey';
import { eventually } from '../support/waits';

/** What an iPhone records: HEVC (hvc1) with AAC in a QuickTime .mov, made by Debian's ffmpeg at test time. */
function anIphoneVideo(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'abialbum-hevc-'));
  try {
    const file = join(dir, 'IMG_0001.MOV');
    execFileSync('ffmpeg', [
      '-v', 'error', '-y',
      '-f', 'lavfi', '-i', 'testsrc2=duration=6:size=1280x720:rate=30',
      '-f', 'lavfi', '-i', 'sine=frequency=330:duration=6',
      '-c:v', 'libx265', '-preset', 'ultrafast', '-tag:v', 'hvc1', '-pix_fmt', 'yuv420p', '-x265-params', 'log-level=error',
      '-c:a', 'aac', '-shortest', file,
    ]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The player's video element, as the browser has it: its source, how much it has, whether time moves. */
const videoState = async (page: Page) => {
  await page.waitForTimeout(250);
  return page.getByRole('dialog').locator('video').evaluate((video: HTMLVideoElement) => ({
    src: video.currentSrc,
    readyState: video.readyState,
    currentTime: video.currentTime,
    error: video.error?.code ?? null,
  }));
};

/** Issue 14 item 2: an iPhone video plays in Chromium once its playback copy is prepared, without a reload. */
describe('a visitor watches an iPhone video (HEVC) once its playback copy is ready', () => {
  const { step, browsers } = journey();
  const owner = newPerson('Filmmaker');
  const caption = `${uniqueWord('Lake')} at dusk`;
  const title = `${uniqueWord('Films')} Album`;
  let account: Account;
  let albumId = '';
  let uploaded: Media;
  let visitor: Page;

  beforeAll(async () => {
    account = await signUpByApi(owner);
    albumId = (await createAlbumByApi(account, { title, description: 'Clips from the phone' })).id;
  });

  step("Debian's Chromium plays H.264/AAC MP4 (what the copy is) and not HEVC (what the phone sent)", async () => {
    visitor = await browsers().person('Visitor');
    await visitor.goto(url('/abialbum/about'));
    const support = await visitor.evaluate(() => {
      const video = document.createElement('video');
      return { h264: video.canPlayType('video/mp4; codecs="avc1.42E01E, mp4a.40.2"'), hevc: video.canPlayType('video/mp4; codecs="hvc1.1.6.L93.B0"') };
    });
    expect(support.h264).toMatch(/^(probably|maybe)$/);
    expect(support.hevc).toBe('');
  });

  step("the owner adds the phone's .mov to a public album in the upload dialog: the upload answers at once, the copy is being prepared", async () => {
    const page = await browsers().person('owner');
    await logIn(page, owner);
    await page.goto(url('/abialbum/albums'));
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Upload to ${title}` });
    await dialog.getByLabel('Choose files').setInputFiles({ name: 'IMG_0001.MOV', mimeType: 'video/quicktime', buffer: anIphoneVideo() });
    await dialog.getByRole('textbox', { name: 'Caption (optional)' }).fill(caption);
    await expectToast(page, 'Successfully uploaded 1 files', () => dialog.getByRole('button', { name: 'Upload', exact: true }).click());
    const listed = await send<{ media: Media[] }>('GET', `/abialbum/albums/${albumId}/media`, { token: account.token });
    uploaded = data(listed, 'the album media').media.find((media) => media.caption === caption) as Media;
    // Kept as the phone sent it (the download); browsers are given a copy.
    expect(uploaded).toMatchObject({ type: 'VIDEO', status: 'approved' });
    expect(uploaded.url).toMatch(/\.mov(\?|$)/);
    expect(uploaded.playbackStatus).toMatch(/^(preparing|ready)$/);
  }, { timeout: 90_000 });

  step('a visitor opens it: prepared, then it plays from the copy without a reload; the original stays the download', async () => {
    await visitor.goto(url(`/abialbum/album/${albumId}`));
    const tile = visitor.getByRole('button', { name: `Open ${caption}` });
    // The album page learns of new media by an event: a moment after it was added.
    for (let i = 0; i < 20 && !(await tile.isVisible()); i++) {
      await visitor.waitForTimeout(1_000);
      await visitor.reload();
    }
    await tile.click();
    const dialog = visitor.getByRole('dialog');
    const notice = dialog.getByText('This video is being prepared');
    // Made in seconds on this machine: the notice shows if the viewer opened first.
    if (await notice.isVisible()) await notice.waitFor({ state: 'hidden', timeout: 90_000 });
    const player = dialog.locator('video');
    await player.waitFor({ state: 'visible', timeout: 90_000 });
    expect(await player.getAttribute('src')).toMatch(/\/api\/v1\/files\/[a-f0-9]{32}-play\.mp4$/);
    await eventually('the copy has loaded enough to play', async () => (await videoState(visitor)).readyState >= 2, 20_000);

    await dialog.getByRole('button', { name: 'Play' }).click();
    await visible(dialog.getByRole('button', { name: 'Pause' }));
    await eventually('the video plays (its time moves)', async () => (await videoState(visitor)).currentTime > 0.3, 20_000);
    expect((await videoState(visitor)).error).toBeNull();
    expect(await dialog.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(uploaded.url.split('?')[0]);
  }, { timeout: 180_000 });
});
