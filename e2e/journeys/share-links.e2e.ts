import type { Page } from 'playwright-core';
import type { ShareLink, Section } from '@abialbum/contracts';
import { addPictureByApi, createAlbumByApi, createSectionByApi, data, send, signUpByApi, type Account } from '../support/api';
import { expectToast, logIn, newPerson, passwordField, uniqueWord, visible } from '../support/app';
import { url } from '../support/browser';
import { journey } from '../support/journey';
import { seriousViolations } from '../support/axe';
import { pictureFolder, type PictureFolder } from '../support/pictures';
import { eventually, showsSoon } from '../support/waits';

/**
 * Issue 27 item 2: an owner makes a share link with a password to a section of a private album, a visitor opens
 * it (wrong password first), the owner sees it opened and revokes it, and the visitor is refused, the pictures too.
 */
describe('a share link under the owner’s control', () => {
  const { step, browsers } = journey();
  const ownerPerson = newPerson('Linker');
  const word = uniqueWord('Links');
  const password = 'sea breeze';
  let pictures: PictureFolder;
  let owner: Account;
  let albumId = '';
  let section: Section;
  let ownerPage: Page;
  let visitor: Page;
  let linkAddress = '';
  let pictureUrl = '';

  const sectionView = () => ownerPage.getByRole('tabpanel');
  const linksPanel = () => sectionView().locator('details', { hasText: 'Share links of this section' });

  afterAll(() => pictures?.remove());

  /** My Albums, the section's view, its share links panel opened. */
  async function openSectionLinks() {
    await ownerPage.goto(url('/abialbum/albums'));
    await ownerPage.getByRole('complementary', { name: 'Sections' }).getByRole('button', { name: 'Beach Days' }).click();
    await visible(sectionView().getByRole('heading', { name: 'Beach Days' }));
    await linksPanel().getByText('Share links of this section').click();
  }

  step('an owner has a private album with a section holding a picture', async () => {
    pictures = pictureFolder();
    owner = await signUpByApi(ownerPerson);
    albumId = (await createAlbumByApi(owner, { title: `${word} Album`, description: 'Only for the family', isPublic: false })).id;
    section = await createSectionByApi(owner, { albumId, title: 'Beach Days' });
    await addPictureByApi(owner, { albumId, sectionId: section.id, caption: 'Waves', file: await pictures.png('waves', { r: 20, g: 120, b: 200 }) });
    // The section shows the picture once svc-albums has heard of it (an event from svc-media).
    await eventually('the picture in the section', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const sections = data(await send<{ sections: Section[] }>('GET', `/abialbum/albums/${albumId}/sections`, { token: owner.token }), 'sections');
      return sections.sections.some((each) => each.id === section.id && each.mediaCount === 1);
    });
  });

  step('the owner makes a link with a password and downloads allowed, in the section view', async () => {
    ownerPage = await browsers().person('owner');
    await logIn(ownerPage, ownerPerson);
    await openSectionLinks();
    await linksPanel().getByLabel('Password (optional)', { exact: true }).fill(password);
    await linksPanel().getByRole('checkbox', { name: 'Visitors may download' }).check();
    await expectToast(ownerPage, 'Share link created', () => linksPanel().getByRole('button', { name: 'Create link' }).click());
    const address = linksPanel().getByRole('textbox', { name: 'Share link address' });
    await visible(address);
    linkAddress = await address.inputValue();
    expect(new URL(linkAddress).pathname).toMatch(/^\/abialbum\/s\/[A-Za-z0-9_-]{32}$/);
    await visible(linksPanel().getByText('Opened 0 times, never used'));
    expect(await seriousViolations(ownerPage, 'owner share links panel')).toEqual([]);
  });

  step('a visitor is asked the password, refused a wrong one, and sees the section with the right one', async () => {
    visitor = await browsers().person('visitor');
    await visitor.goto(linkAddress);
    await visible(visitor.getByRole('heading', { name: 'This link needs a password' }));
    expect(await seriousViolations(visitor, 'share link password form')).toEqual([]);
    await passwordField(visitor, 'Password').fill('land breeze');
    await visitor.getByRole('button', { name: 'Open', exact: true }).click();
    await visible(visitor.getByText('Wrong password', { exact: true }));
    await passwordField(visitor, 'Password').fill(password);
    await visitor.getByRole('button', { name: 'Open', exact: true }).click();
    await visible(visitor.getByRole('heading', { name: 'Beach Days', level: 1 }));
    const tile = visitor.getByRole('button', { name: /^Open / }).first();
    await visible(tile);
    // The picture is drawn: its file, bound to the link, was served.
    await eventually('the picture drawn', () => tile.locator('img').first().evaluate((img) => (img as HTMLImageElement).naturalWidth > 0));
    pictureUrl = (await tile.locator('img').first().getAttribute('src')) ?? '';
    expect(pictureUrl).toMatch(/[?&]share=[a-f0-9]{24}&/);
    expect(await seriousViolations(visitor, 'share link page')).toEqual([]);
    await tile.click();
    await visible(visitor.getByRole('link', { name: 'Download' }));
    await visitor.keyboard.press('Escape');
  });

  step('the owner sees it opened once, and revokes it', async () => {
    // Opens are written in batches (every 2 s): the list shows it once written.
    await eventually('the open counted', async () => {
      await openSectionLinks();
      return showsSoon(linksPanel().getByText(/^Opened 1 time, last used /));
    });
    const links = data(await send<{ links: ShareLink[] }>('GET', `/abialbum/albums/${albumId}/share-links?sectionId=${section.id}`, { token: owner.token }), 'links');
    expect(links.links.map((link) => [link.opens, link.hasPassword, link.allowDownload])).toEqual([[1, true, true]]);

    await linksPanel().getByRole('button', { name: 'Revoke' }).click();
    const dialog = ownerPage.getByRole('alertdialog', { name: 'Revoke link' });
    await expectToast(ownerPage, 'Share link revoked', () => dialog.getByRole('button', { name: 'Revoke' }).click());
    await visible(linksPanel().getByText('No share links yet.'));
  });

  step('the visitor is refused at once, and so is the picture', async () => {
    await visitor.reload();
    await visible(visitor.getByRole('heading', { name: 'This link is not available' }));
    const file = await visitor.request.get(url(pictureUrl));
    expect(file.status()).toBe(404);
  });
});
