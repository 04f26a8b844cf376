import { MatchersV3 } from '@pact-foundation/pact';
import { contentClient } from '../src';
import { JSON_HEADERS, adminBearer, settled, webPact, clearSessions, useMockServer } from './support/web-pact';

const { like, integer, string, regex, eachLike } = MatchersV3;

/**
 * Consumer: every front end's content client (web-kit): the About and Terms pages, their editor in the
 * admin dashboard, and the statistics of the landing page and the dashboard. Provider: svc-content, verified
 * by its own suite, which puts a real admin token in place of the example one.
 */
const pact = webPact('svc-content');

/** The provider states, as svc-content's verifier names them. */
const STATES = {
  nothingSaved: 'nothing has been saved in Content Management',
  aboutSaved: 'an admin has saved the About page',
  termsSaved: 'an admin has saved the Terms',
  bothSaved: 'an admin has saved the About page and the Terms',
  counted: 'users, albums and media have been counted',
} as const;

const API = '/api/v1/abialbum';

const envelope = (data: unknown, message?: string) => ({ success: true, data, message: message ?? like('OK') });
const isoDate = (example: string) => regex('^\\d{4}-\\d{2}-\\d{2}$', example);
const isoTimestamp = regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$', '2025-01-15T10:30:00.000Z');
const editor = regex('^admin:.+$', 'admin:65f0000000000000000000ad');

/** What the About page and its editor show; a feature's icon is optional, so it is not required here. */
const aboutTemplate = (over: Record<string, unknown> = {}) => ({
  title: string('About AbiAlbum'),
  content: string('AbiAlbum keeps your photos and videos together.'),
  mission: string('Help people share memories.'),
  vision: string('Every memory in one place.'),
  features: eachLike({ title: string('Easy sharing'), description: string('Share a section with a link.') }),
  updatedBy: editor,
  updatedAt: isoTimestamp,
  ...over,
});

const termsTemplate = (over: Record<string, unknown> = {}) => ({
  title: string('Terms and Conditions'),
  content: string('1. ACCEPTANCE OF TERMS\nBy using AbiAlbum you agree.\n- Be kind'),
  effectiveDate: isoDate('2025-03-01'),
  version: string('2.1'),
  updatedBy: editor,
  updatedAt: isoTimestamp,
  ...over,
});

const ABOUT_INPUT = {
  title: 'About AbiAlbum',
  content: 'AbiAlbum keeps your photos and videos together.',
  mission: 'Help people share memories.',
  vision: 'Every memory in one place.',
  features: [
    { icon: '📷', title: 'Photo and video storage', description: 'Keep everything safe.' },
    { title: 'Easy sharing', description: 'Share a section with a link.' },
  ],
};
const TERMS_INPUT = {
  title: 'Terms and Conditions',
  content: '1. ACCEPTANCE OF TERMS\nBy using AbiAlbum you agree.\n- Be kind',
  effectiveDate: '2025-03-01',
  version: '2.1',
};

beforeEach(clearSessions);

const useMock = (url: string, asAdmin = false) => useMockServer(url, asAdmin ? 'admin' : 'none');

describe('content client against svc-content: public pages and statistics', () => {
  it('reads the About page an admin saved', () =>
    pact
      .addInteraction()
      .given(STATES.aboutSaved)
      .uponReceiving('a request for the About page')
      .withRequest('GET', `${API}/content/about`)
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(envelope(aboutTemplate())))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await contentClient.about();
        expect(data?.title).toBe('About AbiAlbum');
        expect(data?.features[0]?.title).toBe('Easy sharing');
      })));

  it('gets no About page before an admin saved one (the page shows its built-in text)', () =>
    pact
      .addInteraction()
      .given(STATES.nothingSaved)
      .uponReceiving('a request for the About page when none was saved')
      .withRequest('GET', `${API}/content/about`)
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(envelope(null)))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await contentClient.about();
        expect(data).toBeNull();
      })));

  it('reads the Terms an admin saved', () =>
    pact
      .addInteraction()
      .given(STATES.termsSaved)
      .uponReceiving('a request for the Terms and Conditions')
      .withRequest('GET', `${API}/content/terms`)
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(envelope(termsTemplate())))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await contentClient.terms();
        expect(data?.version).toBe('2.1');
        expect(data?.effectiveDate).toBe('2025-03-01');
      })));

  it("reads the landing page's statistics", () =>
    pact
      .addInteraction()
      .given(STATES.counted)
      .uponReceiving('a request for the public statistics')
      .withRequest('GET', `${API}/stats`)
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(
          envelope({ totalUsers: integer(3), totalAlbums: integer(2), totalAlbumOwners: integer(2), totalMedia: integer(1), publicAlbums: integer(1) }),
        ),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await contentClient.publicStats();
        expect(data.totalUsers).toBe(3);
        expect(data.publicAlbums).toBe(1);
      })));
});

describe('content client against svc-content: the admin dashboard', () => {
  it('reads both pages for Content Management', () =>
    pact
      .addInteraction()
      .given(STATES.bothSaved)
      .uponReceiving('an admin request for all content')
      .withRequest('GET', `${API}/content/admin/all`, (b) => b.headers(adminBearer))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(envelope({ aboutPage: aboutTemplate(), termsAndConditions: termsTemplate() })),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url, true);
        const { data } = await contentClient.adminAll();
        expect(data.aboutPage?.updatedBy).toMatch(/^admin:/);
        expect(data.termsAndConditions?.version).toBe('2.1');
      })));

  it('saves the About page', () =>
    pact
      .addInteraction()
      .given(STATES.nothingSaved)
      .uponReceiving('an admin save of the About page with two features')
      .withRequest('POST', `${API}/content/admin/about`, (b) => b.headers({ ...adminBearer, ...JSON_HEADERS }).jsonBody(ABOUT_INPUT))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(
          envelope(
            aboutTemplate({
              title: ABOUT_INPUT.title,
              features: [
                { icon: '📷', title: 'Photo and video storage', description: 'Keep everything safe.' },
                { title: 'Easy sharing', description: 'Share a section with a link.' },
              ],
            }),
            'About page updated successfully',
          ),
        ),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url, true);
        const result = await contentClient.saveAbout(ABOUT_INPUT);
        expect(result.message).toBe('About page updated successfully');
        expect(result.data.features).toHaveLength(2);
        expect(result.data.updatedAt).toBeTruthy();
      })));

  it('saves the Terms', () =>
    pact
      .addInteraction()
      .given(STATES.nothingSaved)
      .uponReceiving('an admin save of the Terms and Conditions')
      .withRequest('POST', `${API}/content/admin/terms`, (b) => b.headers({ ...adminBearer, ...JSON_HEADERS }).jsonBody(TERMS_INPUT))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(
          envelope(termsTemplate({ version: TERMS_INPUT.version, effectiveDate: TERMS_INPUT.effectiveDate }), 'Terms and Conditions updated successfully'),
        ),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url, true);
        const result = await contentClient.saveTerms(TERMS_INPUT);
        expect(result.message).toBe('Terms and Conditions updated successfully');
        expect(result.data.version).toBe('2.1');
      })));

  it("reads the dashboard's statistics", () =>
    pact
      .addInteraction()
      .given(STATES.counted)
      .uponReceiving('an admin request for the statistics')
      .withRequest('GET', `${API}/admin/stats`, (b) => b.headers(adminBearer))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(
          envelope({
            stats: {
              totalUsers: integer(3),
              totalAlbums: integer(2),
              blockedUsers: integer(1),
              blockedAlbums: integer(1),
              totalMedia: integer(1),
              totalComments: integer(0),
              totalReactions: integer(0),
            },
          }),
        ),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url, true);
        const { data } = await contentClient.adminStats();
        expect(data.stats).toMatchObject({ totalUsers: 3, blockedUsers: 1, totalComments: 0 });
      })));
});
