import type { Page } from 'playwright-core';
import { addPictureByApi, createAlbumByApi, createSectionByApi, signUpByApi } from '../support/api';
import { adminLogIn, expectPath, expectToast, field, newPerson, uniqueWord, visible } from '../support/app';
import { url } from '../support/browser';
import { journey } from '../support/journey';
import { MESSAGES } from '../support/messages';
import { pictureFolder } from '../support/pictures';
import { eventually, settled } from '../support/waits';

/** Issue 6 "Browser journeys": a visitor's tour of the public pages; an admin's About edit and album block. */
describe('a visitor tours the public pages; an admin edits About and blocks an album', () => {
  const { step, browsers } = journey();
  const owner = newPerson('Owner');
  const word = uniqueWord('Tour');
  const albumTitle = `${word} Album`;
  const sectionTitle = 'Harbour Walks';
  const about = {
    title: `About ${word}`,
    content: `Abi Social Album keeps ${word} memories together.`,
    mission: 'Every family story kept and shared.',
    vision: 'Albums that outlive their phones.',
  };
  let albumId = '';
  let visitor: Page;
  let admin: Page;

  beforeAll(async () => {
    const account = await signUpByApi(owner);
    albumId = (await createAlbumByApi(account, { title: albumTitle, description: 'Walks along the water, every season' })).id;
    const section = await createSectionByApi(account, { albumId, title: sectionTitle, description: 'Sunday mornings by the sea', isSharedAlbum: true });
    const pictures = pictureFolder();
    try {
      const file = await pictures.png('harbour', { r: 30, g: 120, b: 160 });
      await addPictureByApi(account, { albumId, sectionId: section.id, caption: 'Boats at dawn', file });
    } finally {
      pictures.remove();
    }
  });

  const albumLinks = () => visitor.getByRole('link', { name: new RegExp(albumTitle) });

  /** Explore fully loaded (placeholders gone): is the album among its cards? */
  const exploreShowsAlbum = async () => {
    await visitor.goto(url('/abialbum/home'));
    await visible(visitor.getByRole('heading', { name: 'Explore Albums', level: 1 }));
    await settled(visitor);
    return (await albumLinks().count()) > 0;
  };
  /** The search page for the run's word: the album's card, or 'No results found'. */
  const searchShowsAlbum = async () => {
    await visitor.goto(url(`/abialbum/search?query=${word}`));
    await visible(visitor.getByRole('heading', { name: 'Search Results', level: 1 }));
    const result = visitor.getByRole('heading', { name: albumTitle, level: 2 });
    await visible(result.or(visitor.getByRole('heading', { name: MESSAGES.noSearchResults })));
    return result.isVisible();
  };

  step('a visitor goes from the landing page to Explore', async () => {
    visitor = await browsers().person('visitor');
    await visitor.goto(url('/abialbum/landing'));
    await visible(visitor.getByRole('heading', { name: 'Welcome to Abi Social Album', level: 1 }));
    await visitor.getByRole('main').getByRole('link', { name: 'Explore', exact: true }).click();
    await expectPath(visitor, '/abialbum/home');
    await visible(visitor.getByRole('heading', { name: 'Explore Albums', level: 1 }));
  });

  step("the visitor opens the album's profile from Explore", async () => {
    await albumLinks().first().click();
    await expectPath(visitor, `/abialbum/profile/${albumId}`);
    await visible(visitor.getByRole('heading', { name: albumTitle, level: 1 }));
    await visible(visitor.getByText(owner.name, { exact: true }).first());
  });

  step('the visitor opens the shared section from the profile', async () => {
    await visitor.getByRole('region', { name: 'Shared sections' }).getByRole('link', { name: sectionTitle }).click();
    await visitor.waitForURL((current) => /^\/abialbum\/shared-section\/[^/]+$/.test(current.pathname));
    await visible(visitor.getByRole('heading', { name: sectionTitle, level: 1 }));
    await visible(visitor.getByText('Sunday mornings by the sea', { exact: true }));
    await visible(visitor.getByText('1 item', { exact: true }));
  });

  step(
    'markup a user stored shows as text on the profile, and never runs (issue 15)',
    async () => {
      const markup = `<img src=x onerror="window.__injected='img'"><script>window.__injected='script'</script>`;
      const injector = await signUpByApi(newPerson('Injector'));
      // Its own word: the journey's searches for `word` must find only the album of the tour.
      const title = `${uniqueWord('Markup')} Album`;
      const injected = await createAlbumByApi(injector, { title, description: markup });
      await visitor.goto(url(`/abialbum/profile/${injected.id}`));
      await visible(visitor.getByRole('heading', { name: title, level: 1 }));
      await visible(visitor.getByText(markup, { exact: true }).first());
      expect(await visitor.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
    },
    { needs: ['a visitor goes from the landing page to Explore'] },
  );

  step('the visitor reads the About page from the footer', async () => {
    await visitor.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'About' }).click();
    await expectPath(visitor, '/abialbum/about');
    await visible(visitor.getByRole('heading', { level: 1 }));
  });

  step('the visitor reads the Terms page from the footer', async () => {
    await visitor.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Terms' }).click();
    await expectPath(visitor, '/abialbum/terms');
    await visible(visitor.getByRole('complementary', { name: 'Important' }));
    await visible(visitor.getByText(/^Version \S+$/));
    // A page that says what it is: a title, and text to read (the built-in terms if none were saved).
    const title = (await visitor.getByRole('heading', { level: 1 }).textContent())?.trim();
    if (!title) throw new Error('the Terms page shows an empty title (level-1 heading with no text)');
    await visible(visitor.getByRole('heading', { name: /^1\. [A-Z]/, level: 2 }));
  });

  step('an admin edits the About page in Content Management', async () => {
    admin = await browsers().person('admin');
    await adminLogIn(admin);
    await admin.getByRole('tab', { name: 'Content Management' }).click();
    const form = admin.getByRole('form', { name: 'About Page' });
    await field(form, 'Page Title').fill(about.title);
    await field(form, 'Main Content').fill(about.content);
    await field(form, 'Mission').fill(about.mission);
    await field(form, 'Vision').fill(about.vision);
    await expectToast(admin, MESSAGES.aboutUpdated, () => form.getByRole('button', { name: 'Save About Page' }).click());
    await visible(form.getByText(/^Last updated by/));
  }, { needs: [] });

  step('the visitor sees the new About text', async () => {
    visitor ??= await browsers().person('visitor');
    await visitor.goto(url('/abialbum/about'));
    await visible(visitor.getByRole('heading', { name: about.title, level: 1 }));
    await visible(visitor.getByText(about.content, { exact: true }));
    await visible(visitor.getByRole('region', { name: 'Our Mission' }).getByText(about.mission, { exact: true }));
    await visible(visitor.getByRole('region', { name: 'Our Vision' }).getByText(about.vision, { exact: true }));
  }, { needs: ['an admin edits the About page in Content Management'] });

  step('the visitor finds the album by search and on Explore', async () => {
    visitor ??= await browsers().person('visitor');
    expect(await searchShowsAlbum()).toBe(true);
    expect(await exploreShowsAlbum()).toBe(true);
  }, { needs: [] });

  const blocked = 'the admin blocks the album in the Albums tab';
  step(blocked, async () => {
    await admin.getByRole('tab', { name: 'Albums' }).click();
    const search = admin.getByRole('search', { name: 'Albums' });
    await search.getByRole('searchbox', { name: 'Search albums' }).fill(word);
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    const card = admin.getByRole('article', { name: albumTitle });
    await visible(card.getByText('Album: Active', { exact: true }));
    await expectToast(admin, MESSAGES.albumBlocked, () => card.getByRole('button', { name: 'Block Album' }).click());
    await visible(card.getByText('Album: Blocked', { exact: true }));
    await visible(card.getByRole('button', { name: 'Unblock Album' }));
  }, { needs: ['an admin edits the About page in Content Management', 'the visitor finds the album by search and on Explore'] });

  step('the blocked album is gone from search and Explore', async () => {
    await eventually('the album gone from search', async () => !(await searchShowsAlbum()));
    await eventually('the album gone from Explore', async () => !(await exploreShowsAlbum()));
  }, { needs: [blocked] });

  step('the admin unblocks it and it is back in search and Explore', async () => {
    const card = admin.getByRole('article', { name: albumTitle });
    await expectToast(admin, MESSAGES.albumUnblocked, () => card.getByRole('button', { name: 'Unblock Album' }).click());
    await visible(card.getByText('Album: Active', { exact: true }));
    await eventually('the album back in search', searchShowsAlbum);
    await eventually('the album back on Explore', exploreShowsAlbum);
  }, { needs: [blocked] });
});
