import { requestFor } from '../support/authorization-calls';
import { AUTHORIZATION_TABLE, CALLERS, LAST_ROWS, type Caller } from '../support/authorization-table';
import { arrangeWorld, expiredToken, tamperedToken, unsignedToken, type World } from '../support/authorization-world';
import { BASE_URL } from '../support/browser';
import { pictureFolder, type PictureFolder } from '../support/pictures';

/**
 * Issue 15 item 5: every operation of the gateway's API document that needs or reads a token, called by every
 * kind of caller (no token, bad tokens, a stranger, a member, the owner, an admin), answered as
 * support/authorization-table.ts says. API calls only: no browser.
 */
interface Operation {
  key: string;
  access: string;
  /** The statuses the document says it may answer. */
  statuses: string[];
}
interface Outcome {
  key: string;
  caller: Caller;
  expected: number;
  status: number;
  code: string;
}

const REFUSALS = [401, 403, 404];

async function call(method: string, path: string, token: string | undefined, body?: string | FormData | Blob, json?: boolean, more: Record<string, string> = {}) {
  const headers: Record<string, string> = { ...more };
  if (token) headers.authorization = `Bearer ${token}`;
  if (json) headers['content-type'] = 'application/json';
  const res = await fetch(`${BASE_URL}${path}`, { method, headers, body });
  const text = await res.text();
  let code = '';
  try {
    code = (JSON.parse(text) as { code?: string }).code ?? '';
  } catch {
    // A file or an HTML page: no code to show.
  }
  return { status: res.status, code };
}

describe('every operation of the API answers each kind of caller as the authorisation table says', () => {
  let pictures: PictureFolder;
  let pictureFile = '';
  let world: World;
  let operations: Operation[] = [];

  beforeAll(async () => {
    pictures = pictureFolder();
    pictureFile = await pictures.png('grandma', { r: 120, g: 80, b: 200 });
    world = await arrangeWorld(pictureFile);
    const doc = (await (await fetch(`${BASE_URL}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { 'x-access'?: string; responses?: Record<string, unknown> }>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({
        key: `${method.toUpperCase()} ${path}`,
        access: op['x-access'] ?? 'public',
        statuses: Object.keys(op.responses ?? {}),
      })),
    );
  }, 180_000);
  afterAll(() => pictures?.remove());

  const guarded = () => operations.filter((op) => op.access !== 'public');

  it('has a row for every operation of the document that reads a token, and no row for anything else', () => {
    expect(guarded().length).toBeGreaterThan(40);
    const missing = guarded().filter((op) => !AUTHORIZATION_TABLE[op.key]).map((op) => `${op.key} (${op.access})`);
    const stale = Object.keys(AUTHORIZATION_TABLE).filter((key) => !guarded().some((op) => op.key === key));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it('refuses a bad token with 401 on the open operations that read one', async () => {
    // The document lists 401 for them: a token is read when sent, so a bad one is refused, not ignored.
    const open = operations.filter((op) => op.access === 'public' && op.key.startsWith('GET ') && op.statuses.includes('401'));
    expect(open.length).toBeGreaterThan(5);
    const answers: string[] = [];
    for (const op of open) {
      const { path } = await requestFor(op.key, 'none', world, pictureFile);
      for (const [name, token] of Object.entries({ tampered: tamperedToken(world.owner.token), expired: expiredToken(world.owner.token), algNone: unsignedToken(world.owner.token) })) {
        const { status, code } = await call('GET', path, token);
        if (status !== 401) answers.push(`${op.key} with a ${name} token: expected 401, got ${status} ${code}`);
      }
    }
    expect(answers).toEqual([]);
  });

  it("serves a private album's file only through the owner's signed link", async () => {
    const listed = await fetch(`${BASE_URL}/api/v1/abialbum/albums/${world.albumId}/media`, { headers: { authorization: `Bearer ${world.owner.token}` } });
    const { data } = (await listed.json()) as { data: { media: Array<{ id: string; url: string }> } };
    const signed = data.media.find((m) => m.id === world.media.id)?.url ?? '';
    expect(signed).toMatch(/[?&]signature=/);
    const link = new URL(signed, BASE_URL);
    const bare = `${link.pathname}`;
    const forged = `${link.pathname}?expires=${link.searchParams.get('expires')}&signature=${'0'.repeat(64)}`;

    expect((await call('GET', `${link.pathname}${link.search}`, world.owner.token)).status).toBe(200);
    expect((await call('GET', `${link.pathname}${link.search}`, undefined)).status).toBe(200);
    expect((await call('GET', bare, world.stranger.token)).status).toBe(404);
    expect((await call('GET', bare, undefined)).status).toBe(404);
    expect((await call('GET', bare, world.owner.token)).status).toBe(404);
    expect((await call('GET', forged, world.stranger.token)).status).toBe(404);
  });

  it("serves a private section through a share link, its files too, and refuses both at once once the link is revoked", async () => {
    const made = await fetch(`${BASE_URL}/api/v1/abialbum/albums/${world.albumId}/share-links`, {
      method: 'POST',
      headers: { authorization: `Bearer ${world.owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sectionId: world.sectionId }),
    });
    const { link } = ((await made.json()) as { data: { link: { id: string; path: string } } }).data;
    const key = link.path.split('/').pop() ?? '';
    const open = async () => fetch(`${BASE_URL}/api/v1/abialbum/userprofile/share/${key}`);
    const opened = await open();
    expect(opened.status).toBe(200);
    const { share } = ((await opened.json()) as { data: { share: { media: Array<{ id: string; url: string }> } } }).data;
    const fileUrl = share.media.find((m) => m.id === world.media.id)?.url ?? '';
    expect(fileUrl).toMatch(new RegExp(`[?]share=${link.id}&`));
    expect((await call('GET', fileUrl, undefined)).status).toBe(200);
    // The bare file is still nobody's: the album is private.
    expect((await call('GET', new URL(fileUrl, BASE_URL).pathname, undefined)).status).toBe(404);

    const revoked = await fetch(`${BASE_URL}/api/v1/abialbum/albums/${world.albumId}/share-links/${link.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${world.owner.token}` } });
    expect(revoked.status).toBe(200);
    expect((await open()).status).toBe(404);
    expect((await call('GET', fileUrl, undefined)).status).toBe(404);
  });

  it('answers every caller of every operation as the table says, leaking nothing', async () => {
    const tokenOf = (caller: Caller, op: Operation): string | undefined => {
      // Bad tokens are made from the token the operation is meant for.
      const base = op.access === 'admin' ? world.admin.token : world.owner.token;
      const tokens: Record<Caller, string | undefined> = {
        none: undefined,
        tampered: tamperedToken(base),
        expired: expiredToken(base),
        algNone: unsignedToken(base),
        stranger: world.stranger.token,
        member: world.member.token,
        admin: world.admin.token,
        owner: world.owner.token,
      };
      return tokens[caller];
    };
    const rows = guarded()
      .filter((op) => AUTHORIZATION_TABLE[op.key])
      .sort((a, b) => Number(LAST_ROWS.includes(a.key)) - Number(LAST_ROWS.includes(b.key)));

    const outcomes: Outcome[] = [];
    for (const op of rows) {
      const method = op.key.slice(0, op.key.indexOf(' '));
      // The owner last: a permitted change comes after every refused one.
      for (const caller of CALLERS) {
        const request = await requestFor(op.key, caller, world, pictureFile);
        const { status, code } = await call(method, request.path, tokenOf(caller, op), request.body, request.json, request.headers);
        outcomes.push({ key: op.key, caller, expected: AUTHORIZATION_TABLE[op.key]?.[caller] ?? 0, status, code });
      }
    }

    const differing = outcomes.filter((o) => o.status !== o.expected);
    const leaks = differing.filter((o) => REFUSALS.includes(o.expected) && o.status < 300);
    const refusedPermitted = differing.filter((o) => !REFUSALS.includes(o.expected) && [401, 403].includes(o.status));
    process.stderr.write(
      `authorisation matrix: ${rows.length} operations x ${CALLERS.length} callers = ${outcomes.length} calls; ` +
        `${differing.length} differ from the table, ${leaks.length} leaks (expected 0), ${refusedPermitted.length} permitted callers refused\n`,
    );
    const show = (o: Outcome) => `${o.key} as ${o.caller}: expected ${o.expected}, got ${o.status} ${o.code}`.trim();
    expect({ leaks: leaks.map(show), differing: differing.map(show) }).toEqual({ leaks: [], differing: [] });
  }, 600_000);
});
