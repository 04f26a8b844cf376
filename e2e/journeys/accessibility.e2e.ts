import type { Locator, Page } from 'playwright-core';
import { addPictureByApi, createAlbumByApi, createSectionByApi, signUpByApi, type Account } from '../support/api';
import { adminLogIn, logIn, newPerson, uniqueWord, visible } from '../support/app';
import { seriousViolations } from '../support/axe';
import { url } from '../support/browser';
import { journey } from '../support/journey';
import { pictureFolder } from '../support/pictures';
import { settled } from '../support/waits';

type Who = 'visitor' | 'owner' | 'admin';

interface Screen {
  name: string;
  /** The route as SPEC section 2 writes it: {albumId}, {sectionId} and {userId} are the seeded ones. */
  route: string;
  /** Whose browser opens it: signed out, the album's owner, or an admin. */
  who: Who;
  /** What shows once the screen is there (then the journey also waits for every spinner to go). */
  ready(page: Page): Locator;
}

const WIDTHS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
] as const;

/** Issue 6: every screen of SPEC section 2, at phone and desktop widths, with axe-core. */
describe('every screen has no serious or critical accessibility violations at 375 px and 1280 px', () => {
  const { step, browsers } = journey();
  const owner = newPerson('Owner');
  const albumTitle = `${uniqueWord('Access')} Album`;
  const sectionTitle = 'Garden Party';
  let account: Account;
  let albumId = '';
  let sectionId = '';
  const pages = new Map<Who, Page>();

  beforeAll(async () => {
    account = await signUpByApi(owner);
    albumId = (await createAlbumByApi(account, { title: albumTitle, description: 'Summer afternoons in the garden' })).id;
    sectionId = (await createSectionByApi(account, { albumId, title: sectionTitle, isSharedAlbum: true })).id;
    const pictures = pictureFolder();
    try {
      const file = await pictures.png('garden', { r: 60, g: 150, b: 70 });
      await addPictureByApi(account, { albumId, sectionId, caption: 'Lanterns in the trees', file });
    } finally {
      pictures.remove();
    }
  });

  const seeded = (route: string) =>
    route.replace('{albumId}', albumId).replace('{sectionId}', sectionId).replace('{userId}', account.id);
  const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name, level: 1 });
  const SCREENS: Screen[] = [
    { name: 'landing', route: '/abialbum/landing', who: 'visitor', ready: heading('Welcome to Abi Social Album') },
    { name: 'login', route: '/abialbum/login', who: 'visitor', ready: heading('Welcome Back') },
    { name: 'signup', route: '/abialbum/signup', who: 'visitor', ready: heading('Create Account') },
    // Issue 27: mail. A reset page opened without its link says so; the owner's email page (and the banner asking an
    // unverified owner to verify, on every page of theirs).
    { name: 'forgot password', route: '/abialbum/forgot-password', who: 'visitor', ready: heading('Forgot your password?') },
    { name: 'reset password', route: '/abialbum/reset-password', who: 'visitor', ready: (page) => page.getByRole('alert') },
    { name: 'email address', route: '/abialbum/account/email', who: 'owner', ready: heading('Email address') },
    { name: 'admin login', route: '/abialbum/admin/login', who: 'visitor', ready: heading('Admin Panel') },
    { name: 'admin dashboard', route: '/abialbum/admin/dashboard', who: 'admin', ready: (page) => page.getByRole('term').filter({ hasText: 'Total Users' }) },
    { name: 'explore', route: '/abialbum/home', who: 'visitor', ready: heading('Explore Albums') },
    { name: 'about', route: '/abialbum/about', who: 'visitor', ready: (page) => page.getByRole('heading', { level: 1 }) },
    { name: 'terms', route: '/abialbum/terms', who: 'visitor', ready: (page) => page.getByRole('complementary', { name: 'Important' }) },
    { name: 'friends', route: '/abialbum/friends', who: 'visitor', ready: heading('Friends') },
    { name: 'top albums', route: '/abialbum/top-albums', who: 'visitor', ready: heading('Top Followed Albums') },
    { name: 'search results', route: '/abialbum/search?query=x', who: 'visitor', ready: heading('Search Results') },
    { name: 'album manager', route: '/abialbum/albums', who: 'owner', ready: heading(albumTitle) },
    { name: 'joined albums', route: '/abialbum/joined-albums', who: 'owner', ready: heading('My Joined Albums') },
    // Issue 13: the album's latest comments (the manager's Activity tab) and the page of all notifications.
    { name: 'album activity', route: '/abialbum/albums?tab=activity', who: 'owner', ready: (page) => page.getByRole('tabpanel').getByText('No comments yet') },
    { name: 'notifications', route: '/abialbum/notifications', who: 'owner', ready: heading('Notifications') },
    { name: 'album detail', route: '/abialbum/album/{albumId}', who: 'visitor', ready: heading(albumTitle) },
    { name: 'album profile', route: '/abialbum/profile/{albumId}', who: 'visitor', ready: heading(albumTitle) },
    { name: 'shared section', route: '/abialbum/shared-section/{sectionId}', who: 'visitor', ready: heading(sectionTitle) },
    { name: 'user uploads', route: '/abialbum/user-uploads/{userId}', who: 'visitor', ready: heading('All uploaded media by this user') },
    { name: 'contact', route: '/abialbum/contact', who: 'visitor', ready: heading('Contact Us') },
  ];

  const ownerSignsIn = 'the album owner signs in';
  const adminSignsIn = 'an admin signs in';

  step('a visitor opens the site', async () => {
    pages.set('visitor', await browsers().person('visitor'));
  });

  step(ownerSignsIn, async () => {
    const page = await browsers().person('owner');
    await logIn(page, owner);
    pages.set('owner', page);
  }, { needs: [] });

  step(adminSignsIn, async () => {
    const page = await browsers().person('admin');
    await adminLogIn(page);
    pages.set('admin', page);
  }, { needs: [] });

  const opener: Record<Who, string> = { visitor: 'a visitor opens the site', owner: ownerSignsIn, admin: adminSignsIn };

  for (const size of WIDTHS) {
    for (const screen of SCREENS) {
      step(
        `${screen.name} (${screen.route}) at ${size.width} px`,
        async () => {
          const page = pages.get(screen.who) as Page;
          await page.setViewportSize(size);
          await page.goto(url(seeded(screen.route)));
          await visible(screen.ready(page));
          await settled(page);
          expect(await seriousViolations(page, `${screen.name} at ${size.width} px`)).toEqual([]);
        },
        { needs: [opener[screen.who]] },
      );
    }
  }
});
