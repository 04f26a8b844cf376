import { eventually } from '@abialbum/service-kit/testing';
import { anAlbum, aUser } from './support/albums';
import { aMedia } from './support/media';
import { startService, type Service } from './support/service';

/** Two svc-media instances on one database and one store of files (issue 25 "Memory that hears the others"). */
describe('two svc-media instances', () => {
  let here: Service;
  let there: Service;
  beforeAll(async () => {
    here = await startService();
    there = await startService({ restartOf: { db: here.db, mediaDir: here.mediaDir }, tokens: here.tokens });
  });
  afterAll(async () => {
    await there.close();
    await here.close();
  });

  it('refuses a file by its bare URL on every instance within a second of its album turning private on one', async () => {
    const owner = await aUser(here);
    const album = await anAlbum(here, owner);
    const item = await aMedia(here, owner.token, album.id);
    // The other instance decided the file is anyone's, and keeps that decision for a few seconds (FileSharing).
    expect((await fetch(`${there.url}${item.url}`)).status).toBe(200);
    await album.change('album.updated', { isPublic: false });
    await eventually(async () => (await fetch(`${there.url}${item.url}`)).status === 404, 1_000, 50);
    expect((await fetch(`${here.url}${item.url}`)).status).toBe(404);
  });
});
