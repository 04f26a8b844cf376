import { MatchersV3 } from '@pact-foundation/pact';
import { shareLinksClient } from '../src/entries/clients';
import { envelope, mediaList } from './support/albums-pact';
import { JSON_HEADERS, clearSessions, settled, useMockServer, userBearer, webPact } from './support/web-pact';

const { boolean, integer, regex, string, fromProviderState } = MatchersV3;

/**
 * Consumer: the share links client (web-kit): the owner's links panel (mfe-owner) and the visitor's page of a
 * link (mfe-public). Provider: svc-albums. The owner is user demo; ids and keys come from the provider states.
 */
const pact = webPact('svc-albums');

const STATES = {
  link: 'user demo has a share link to a section of a private album',
  password: 'a share link with the password sea breeze opens a section of a private album',
} as const;

const ALBUM_ID = '65f0000000000000000000a1';
const SECTION_ID = '65f0000000000000000000b1';
const LINK_ID = '65f0000000000000000000f1';
const KEY = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const linksPath = (suffix = '') =>
  fromProviderState(`/api/v1/abialbum/albums/\${albumId}/share-links${suffix}`, `/api/v1/abialbum/albums/${ALBUM_ID}/share-links${suffix}`);
const linkPath = (suffix = '') =>
  fromProviderState(
    `/api/v1/abialbum/albums/\${albumId}/share-links/\${linkId}${suffix}`,
    `/api/v1/abialbum/albums/${ALBUM_ID}/share-links/${LINK_ID}${suffix}`,
  );
const sharePath = fromProviderState('/api/v1/abialbum/userprofile/share/${key}', `/api/v1/abialbum/userprofile/share/${KEY}`);

const linkTemplate = () => ({
  id: string(LINK_ID),
  albumId: string(ALBUM_ID),
  sectionId: string(SECTION_ID),
  path: regex('^/abialbum/s/[A-Za-z0-9_-]{32}$', `/abialbum/s/${KEY}`),
  expired: boolean(false),
  hasPassword: boolean(false),
  allowDownload: boolean(true),
  createdAt: string('2026-11-28T10:00:00.000Z'),
  opens: integer(0),
});

const sharedTemplate = () => ({
  kind: 'section',
  allowDownload: boolean(true),
  album: { id: string(ALBUM_ID), title: string('Demo Album'), description: string('Our family memories') },
  owner: { id: string('65f000000000000000000001'), name: string('Demo User') },
  section: { id: string(SECTION_ID), title: string('Beach') },
  media: mediaList(),
  mediaCount: integer(1),
});

beforeEach(clearSessions);

describe('share links client against svc-albums: the owner', () => {
  it("lists a section's links with their opens", () =>
    pact
      .addInteraction()
      .given(STATES.link)
      .uponReceiving("a request for the share links of a section by the album's owner")
      .withRequest('GET', linksPath(), (b) => b.headers(userBearer).query({ sectionId: fromProviderState('${sectionId}', SECTION_ID) }))
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(envelope({ links: [linkTemplate()] })))
      .executeTest(settled(async (mock) => {
        useMockServer(mock.url, 'user');
        const { data } = await shareLinksClient.list(ALBUM_ID, SECTION_ID);
        expect(data.links[0]).toMatchObject({ sectionId: SECTION_ID, opens: 0 });
      })));

  it('makes a link with an expiry and a password', () =>
    pact
      .addInteraction()
      .given(STATES.link)
      .uponReceiving('a new share link of a section with an expiry, a password and downloads allowed')
      .withRequest('POST', linksPath(), (b) =>
        b.headers({ ...userBearer, ...JSON_HEADERS }).jsonBody({
          sectionId: fromProviderState('${sectionId}', SECTION_ID),
          expiresAt: '2099-01-01T00:00:00.000Z',
          password: 'tide pools',
          allowDownload: true,
        }),
      )
      .willRespondWith(201, (b) =>
        b.headers(JSON_HEADERS).jsonBody(envelope({ link: { ...linkTemplate(), hasPassword: true, expiresAt: '2099-01-01T00:00:00.000Z' } }, 'Share link created')),
      )
      .executeTest(settled(async (mock) => {
        useMockServer(mock.url, 'user');
        const made = await shareLinksClient.create(ALBUM_ID, { sectionId: SECTION_ID, expiresAt: '2099-01-01T00:00:00.000Z', password: 'tide pools', allowDownload: true });
        expect(made.message).toBe('Share link created');
        expect(made.data.link.hasPassword).toBe(true);
      })));

  it('revokes a link', () =>
    pact
      .addInteraction()
      .given(STATES.link)
      .uponReceiving('a revoke of a share link by its owner')
      .withRequest('DELETE', linkPath(), (b) => b.headers(userBearer))
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody({ success: true, message: 'Share link revoked' }))
      .executeTest(settled(async (mock) => {
        useMockServer(mock.url, 'user');
        expect((await shareLinksClient.revoke(ALBUM_ID, LINK_ID)).message).toBe('Share link revoked');
      })));

  it('replaces a link with a new key', () =>
    pact
      .addInteraction()
      .given(STATES.link)
      .uponReceiving('a replacement of a share link by its owner')
      .withRequest('POST', linkPath('/replace'), (b) => b.headers(userBearer))
      .willRespondWith(201, (b) => b.headers(JSON_HEADERS).jsonBody(envelope({ link: linkTemplate() }, 'Share link replaced')))
      .executeTest(settled(async (mock) => {
        useMockServer(mock.url, 'user');
        const replaced = await shareLinksClient.replace(ALBUM_ID, LINK_ID);
        expect(replaced.data.link.path).toMatch(/^\/abialbum\/s\//);
      })));
});

describe('share links client against svc-albums: a visitor', () => {
  it("opens a link to a private album's section", () =>
    pact
      .addInteraction()
      .given(STATES.link)
      .uponReceiving('a visitor opening a share link')
      .withRequest('GET', sharePath)
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(envelope({ share: sharedTemplate() })))
      .executeTest(settled(async (mock) => {
        useMockServer(mock.url, 'none');
        const { data } = await shareLinksClient.open(KEY);
        expect(data.share).toMatchObject({ kind: 'section', allowDownload: true, section: { title: 'Beach' } });
      })));

  it('is asked for the password of a link that has one', () =>
    pact
      .addInteraction()
      .given(STATES.password)
      .uponReceiving('a visitor opening a share link that needs a password, without it')
      .withRequest('GET', sharePath)
      .willRespondWith(403, (b) => b.headers(JSON_HEADERS).jsonBody({ success: false, code: 'SHARE_PASSWORD_REQUIRED', message: 'This link needs a password' }))
      .executeTest(settled(async (mock) => {
        useMockServer(mock.url, 'none');
        const failure = await shareLinksClient.open(KEY).catch((e: unknown) => e);
        expect(failure).toMatchObject({ status: 403, code: 'SHARE_PASSWORD_REQUIRED' });
      })));

  it('opens a link with its password', () =>
    pact
      .addInteraction()
      .given(STATES.password)
      .uponReceiving('a visitor opening a share link with its password')
      .withRequest('POST', sharePath, (b) => b.headers(JSON_HEADERS).jsonBody({ password: 'sea breeze' }))
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(envelope({ share: sharedTemplate() })))
      .executeTest(settled(async (mock) => {
        useMockServer(mock.url, 'none');
        const { data } = await shareLinksClient.openWithPassword(KEY, 'sea breeze');
        expect(data.share.media.length).toBeGreaterThanOrEqual(0);
      })));

  it('is refused with a wrong password', () =>
    pact
      .addInteraction()
      .given(STATES.password)
      .uponReceiving('a visitor opening a share link with a wrong password')
      .withRequest('POST', sharePath, (b) => b.headers(JSON_HEADERS).jsonBody({ password: 'land breeze' }))
      .willRespondWith(403, (b) => b.headers(JSON_HEADERS).jsonBody({ success: false, code: 'SHARE_PASSWORD_WRONG', message: 'Wrong password' }))
      .executeTest(settled(async (mock) => {
        useMockServer(mock.url, 'none');
        const failure = await shareLinksClient.openWithPassword(KEY, 'land breeze').catch((e: unknown) => e);
        expect(failure).toMatchObject({ status: 403, code: 'SHARE_PASSWORD_WRONG', message: 'Wrong password' });
      })));
});
