import type { Album, UserSnapshot } from '@abialbum/contracts';
import { arrange } from './support/albums';
import { startService, type Service } from './support/service';

/** The album owners (and the user directory) compared with identity's users and repaired. */
describe('svc-albums repairs its copies of users from identity, their source', () => {
  let svc: Service;
  let given: ReturnType<typeof arrange>;
  let identityHolds: UserSnapshot[] = [];
  beforeAll(async () => {
    svc = await startService({
      userSource: async function* users() {
        yield* identityHolds;
      },
    });
    given = arrange(svc);
  });
  afterAll(() => svc.close());

  it('shows an owner renamed, and hides an album whose owner was blocked, when those events never arrived', async () => {
    const renamed = await given.anOwnerWithAlbum({ title: 'Renamed Owner' }, { name: 'Ana Lima' });
    const blocked = await given.anOwnerWithAlbum({ title: 'Blocked Owner' }, { name: 'Rui Costa' });
    const { id: _r, token: _rt, ...renamedUser } = renamed.owner;
    const { id: _b, token: _bt, ...blockedUser } = blocked.owner;
    identityHolds = [
      { ...renamedUser, name: 'Ana Souza', revision: 2 },
      { ...blockedUser, isBlocked: true, revision: 2 },
    ];

    const { users } = await svc.services.repairs.run();
    expect(users).toMatchObject({ source: 2, added: 0, updated: 2 });
    const profile = await given.http.get<{ album: Album }>(`/userprofile/album/${renamed.album.id}`);
    expect(profile.data.album.owner.name).toBe('Ana Souza');
    expect((await given.http.get(`/userprofile/album/${blocked.album.id}`)).status).toBe(404);
    expect((await svc.services.repairs.run()).users).toMatchObject({ added: 0, updated: 0 });
  });
});
