import { setTimeout as sleep } from 'node:timers/promises';
import { anAlbum, approveMember, aSection, aUser, newId } from './support/albums';
import { call } from './support/media';
import { startService, type Service } from './support/service';

/** svc-albums answered before its event reached svc-media: a client using what it just made is not told it is missing. */
describe('what svc-albums made a moment ago, still on its way here', () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startService();
  });
  afterAll(() => svc.close());

  const post = (token: string, albumId: string, sectionId: string | null = null) =>
    call<{ media: { id: string; sectionId: string | null } }>(svc, 'POST', '/albums/media', token, { albumId, sectionId, type: 'IMAGE', url: 'https://example.com/a.jpg' });

  it('takes an upload into a section, an album and by a member whose events arrive just after the call', async () => {
    const owner = await aUser(svc);
    const member = await aUser(svc);
    const album = await anAlbum(svc, owner);
    const sectionId = newId();
    const [intoSection] = await Promise.all([post(owner.token, album.id, sectionId), sleep(300).then(() => aSection(svc, album, { sectionId }))]);
    expect([intoSection.status, intoSection.body.data.media.sectionId]).toEqual([201, sectionId]);

    const [byMember] = await Promise.all([post(member.token, album.id), sleep(300).then(() => approveMember(svc, album.id, member.id))]);
    expect(byMember.status).toBe(201);

    const albumId = newId();
    const [intoAlbum] = await Promise.all([post(owner.token, albumId), sleep(300).then(() => anAlbum(svc, owner, { albumId }))]);
    expect(intoAlbum.status).toBe(201);
  });

  it('still says what never comes: an unknown section or album, a user who is no member', async () => {
    const owner = await aUser(svc);
    const stranger = await aUser(svc);
    const album = await anAlbum(svc, owner);
    expect((await post(owner.token, album.id, newId())).body.message).toBe('Section not found');
    expect((await post(owner.token, newId())).status).toBe(404);
    expect((await post(stranger.token, album.id)).status).toBe(403);
  });
});
