import type { Locator, Page } from 'playwright-core';
import { addPictureByApi, createAlbumByApi, createSectionByApi, data, send, signUpByApi, type Account } from '../support/api';
import { ADMIN, expectPath, newPerson, uniqueWord, visible } from '../support/app';
import { seriousViolations } from '../support/axe';
import { url } from '../support/browser';
import { journey } from '../support/journey';
import { cutOff, englishLeft, say, userDataOf, type Namespace } from '../support/languages';
import { pictureFolder } from '../support/pictures';
import { settled } from '../support/waits';

const PHONE = { width: 375, height: 812 };

/**
 * Issue 27 "Tests": the main screens at 375 px for a visitor whose browser is Japanese and a signed-in owner (and
 * an admin) whose browser is German: the site follows the browser's language, no English is left on a screen, nothing
 * is cut off or wider than the phone, and axe finds no serious violation.
 */
describe('the main screens in Japanese and in German at 375 px: no English left, nothing cut off, axe clean', () => {
  const { step, browsers } = journey();
  const owner = newPerson('Owner');
  const fan = newPerson('Fan');
  const word = uniqueWord('Sprache');
  const albumTitle = `${word} Album`;
  const description = 'Summer afternoons in the garden';
  const sectionTitle = 'Garden Party';
  const caption = 'Lanterns in the trees';
  // User data shows as its people wrote it, in any language: this journey's, and what the API served the pages
  // (other journeys' albums and people on explore, search and the admin's screens).
  const userData = [albumTitle, word, description, sectionTitle, caption, owner.name, owner.email, fan.name, fan.email, ADMIN.email];
  const served = new Map<Page, () => string[]>();
  let account: Account;
  let albumId = '';
  let sectionId = '';
  let visitor: Page;
  let ownerPage: Page;
  let adminPage: Page;

  beforeAll(async () => {
    account = await signUpByApi(owner);
    albumId = (await createAlbumByApi(account, { title: albumTitle, description })).id;
    sectionId = (await createSectionByApi(account, { albumId, title: sectionTitle, isSharedAlbum: true })).id;
    const pictures = pictureFolder();
    try {
      const file = await pictures.png('garden', { r: 60, g: 150, b: 70 });
      await addPictureByApi(account, { albumId, sectionId, caption, file });
    } finally {
      pictures.remove();
    }
    // A follower: the owner's notifications and followers are not empty.
    const follower = await signUpByApi(fan);
    data(await send('POST', `/abialbum/social/albums/${albumId}/follow`, { token: follower.token }), 'follow');
  });

  /** The screen now shown is in `language` whole, fits the phone and passes axe (every problem listed at once). */
  async function expectScreen(page: Page, screen: string, language: 'ja' | 'de', namespaces: Namespace[]): Promise<void> {
    await settled(page);
    const found = {
      lang: await page.locator('html').getAttribute('lang'),
      englishLeft: await englishLeft(page, language, ['kit', 'shell', 'bell', ...namespaces], [...userData, ...(served.get(page)?.() ?? [])]),
      cutOff: await cutOff(page),
      axe: await seriousViolations(page, `${screen} (${language}, 375 px)`),
    };
    expect(found).toEqual({ lang: language, englishLeft: [], cutOff: [], axe: [] });
  }

  const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
  const passwordInput = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));

  /** Opens `path` and waits for what shows once its screen is there. */
  async function open(page: Page, path: string, ready: (page: Page) => Locator): Promise<void> {
    await page.goto(url(path));
    await visible(ready(page));
  }

  // The visitor: a Japanese browser, never signed in.
  const ja = (ns: Namespace, key: string) => say('ja', ns, key);

  step('a visitor whose browser is Japanese sees the landing page in Japanese', async () => {
    visitor = await browsers().person('visitor', { locale: 'ja-JP', viewport: PHONE });
    served.set(visitor, userDataOf(visitor));
    await open(visitor, '/abialbum/landing', (page) => heading(page, ja('landing', 'landing.title')));
    await expectScreen(visitor, 'landing', 'ja', ['public', 'landing']);
  });

  const visitorScreens: { name: string; path: () => string; ready: (page: Page) => Locator }[] = [
    { name: 'explore', path: () => '/abialbum/home', ready: (page) => heading(page, ja('public', 'explore.title')) },
    { name: 'search results', path: () => `/abialbum/search?query=${word}`, ready: (page) => heading(page, ja('public', 'search.title')) },
    { name: 'album profile', path: () => `/abialbum/profile/${albumId}`, ready: (page) => heading(page, albumTitle) },
    { name: 'shared section', path: () => `/abialbum/shared-section/${sectionId}`, ready: (page) => heading(page, sectionTitle) },
    { name: 'login', path: () => '/abialbum/login', ready: (page) => heading(page, ja('public', 'login.title')) },
    { name: 'sign-up', path: () => '/abialbum/signup', ready: (page) => heading(page, ja('public', 'signup.title')) },
  ];
  for (const screen of visitorScreens) {
    step(`${screen.name} in Japanese`, async () => {
      await open(visitor, screen.path(), screen.ready);
      await expectScreen(visitor, screen.name, 'ja', ['public']);
    }, { needs: ['a visitor whose browser is Japanese sees the landing page in Japanese'] });
  }

  // The owner: a German browser, signing in through the German form.
  const de = (ns: Namespace, key: string, values?: Record<string, string>) => say('de', ns, key, values);
  const ownerSignsIn = 'the owner, whose browser is German, signs in on the German login page';

  step(ownerSignsIn, async () => {
    ownerPage = await browsers().person('owner', { locale: 'de-DE', viewport: PHONE });
    served.set(ownerPage, userDataOf(ownerPage));
    await open(ownerPage, '/abialbum/login', (page) => heading(page, de('public', 'login.title')));
    await ownerPage.getByRole('textbox', { name: de('public', 'login.email'), exact: true }).fill(owner.email);
    await passwordInput(ownerPage, de('public', 'login.password')).fill(owner.password);
    await ownerPage.getByRole('button', { name: de('public', 'login.submit'), exact: true }).click();
    await expectPath(ownerPage, '/abialbum/dashboard');
    await visible(heading(ownerPage, de('landing', 'landing.title')));
    await expectScreen(ownerPage, 'dashboard', 'de', ['public', 'landing']);
    // The phone's menu: the signed-in owner's links.
    await ownerPage.getByRole('button', { name: de('shell', 'topBar.openMenu') }).click();
    await visible(ownerPage.getByRole('link', { name: de('shell', 'topBar.myAlbums') }));
    await expectScreen(ownerPage, 'menu', 'de', ['public', 'landing']);
    await ownerPage.getByRole('button', { name: de('shell', 'topBar.closeMenu') }).click();
  }, { needs: [] });

  const manager = 'the album manager in German: the album and its media';
  step(manager, async () => {
    await open(ownerPage, '/abialbum/albums', (page) => heading(page, albumTitle));
    // The Media tab's name ends with its count ('Medien 1').
    await visible(ownerPage.getByRole('tab', { name: new RegExp(`^${de('owner', 'tabs.media')}\\b`) }));
    await expectScreen(ownerPage, 'album manager', 'de', ['owner']);
  }, { needs: [ownerSignsIn] });

  step('a section of the album manager in German', async () => {
    const sections = ownerPage.getByRole('complementary', { name: de('owner', 'sections.title') });
    await sections.getByRole('list', { name: de('owner', 'sections.list') }).getByRole('button').filter({ hasText: sectionTitle }).click();
    await visible(ownerPage.getByRole('tabpanel').getByRole('heading', { name: sectionTitle }));
    await expectScreen(ownerPage, 'album manager, a section', 'de', ['owner']);
  }, { needs: [manager] });

  step('the upload dialog of the album manager in German', async () => {
    await ownerPage.getByRole('button', { name: de('owner', 'media.upload'), exact: true }).first().click();
    await visible(ownerPage.getByRole('dialog'));
    await expectScreen(ownerPage, 'upload dialog', 'de', ['owner']);
    await ownerPage.keyboard.press('Escape');
  }, { needs: [manager] });

  step('the notifications in German', async () => {
    await open(ownerPage, '/abialbum/notifications', (page) => heading(page, de('owner', 'notifications.title')));
    await expectScreen(ownerPage, 'notifications', 'de', ['owner', 'notifications']);
  }, { needs: [ownerSignsIn] });

  step('the followers in German', async () => {
    await open(ownerPage, '/abialbum/followers', (page) => heading(page, de('owner', 'followers.title')));
    await visible(ownerPage.getByRole('main').getByText(fan.name, { exact: true }));
    await expectScreen(ownerPage, 'followers', 'de', ['owner']);
  }, { needs: [ownerSignsIn] });

  // The API's words in German: the texts of its error codes load only with a language other than English (web-kit's
  // `api` catalogue), and one shows when the API refuses.
  step("a newcomer signing up on the German page with an email already taken reads the API's answer in German", async () => {
    const newcomer = await browsers().person('newcomer', { locale: 'de-DE', viewport: PHONE });
    const input = (label: string) => newcomer.getByLabel(new RegExp(`^${label}( \\*)?$`));
    await open(newcomer, '/abialbum/signup', (page) => heading(page, de('public', 'signup.title')));
    await input(de('public', 'signup.name')).fill(`${word} Newcomer`);
    await input(de('public', 'signup.email')).fill(owner.email);
    await input(de('public', 'signup.password')).fill(owner.password);
    await input(de('public', 'reset.confirm')).fill(owner.password);
    await newcomer.getByRole('button', { name: de('public', 'signup.submit'), exact: true }).click();
    // A toast (the toasts' region has a German name here: found by its text).
    await visible(newcomer.getByText(de('api', 'EMAIL_TAKEN'), { exact: true }).last());
    await expectPath(newcomer, '/abialbum/signup');
  }, { needs: [] });

  // The admin: a German browser too.
  step('the admin signs in on the German admin page and sees the dashboard in German', async () => {
    adminPage = await browsers().person('admin', { locale: 'de-DE', viewport: PHONE });
    served.set(adminPage, userDataOf(adminPage));
    await open(adminPage, '/abialbum/admin/login', (page) => heading(page, de('admin', 'login.title')));
    await expectScreen(adminPage, 'admin login', 'de', ['admin']);
    await adminPage.getByRole('textbox', { name: de('admin', 'login.email'), exact: true }).fill(ADMIN.email);
    await passwordInput(adminPage, de('admin', 'login.password')).fill(ADMIN.password);
    await adminPage.getByRole('button', { name: de('admin', 'login.signIn') }).click();
    await expectPath(adminPage, '/abialbum/admin/dashboard');
    await visible(adminPage.getByRole('term').filter({ hasText: de('admin', 'stats.totalUsers') }));
    await expectScreen(adminPage, 'admin dashboard', 'de', ['admin']);
  }, { needs: [] });
});
