import type { Page } from 'playwright-core';
import { expectPath, expectToast, field, newPerson, signUp, uniqueWord, visible } from '../support/app';
import { url } from '../support/browser';
import { journey } from '../support/journey';

const SECTION_UNAVAILABLE = 'This section is not available';

/** Issue 4 "Browser journey": an album with sections, a section shared by link, and a follower found by search. */
describe('an owner builds and shares an album, another user finds and follows it', () => {
  const { step, browsers } = journey();
  const owner = newPerson('Owner');
  const fan = newPerson('Fan');
  const word = uniqueWord('Journey');
  const albumTitle = `${word} Album`;
  const sections = ['Summer Trip', 'Family Dinners'] as const;
  let ownerPage: Page;
  let visitor: Page;
  let fanPage: Page;
  let sharedLink = '';

  const sectionsPanel = () => ownerPage.getByRole('complementary', { name: 'Sections' });
  const sectionButton = (title: string) =>
    sectionsPanel().getByRole('list', { name: 'Album sections' }).getByRole('button', { name: title });
  const sectionView = () => ownerPage.getByRole('tabpanel');

  /** The Create Section modal, filled with `title`; the caller submits or cancels it. */
  const openSectionForm = async (title: string) => {
    await sectionsPanel().getByRole('button', { name: 'Add Section' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Create Section' });
    await field(dialog, 'Section Title').fill(title);
    return dialog;
  };

  step('the owner signs up and creates their album', async () => {
    ownerPage = await browsers().person('owner', { clipboard: true });
    await signUp(ownerPage, owner);
    await ownerPage.goto(url('/abialbum/albums'));
    await visible(ownerPage.getByRole('heading', { name: 'Welcome to Album Manager' }));
    await ownerPage.getByRole('button', { name: 'Create Your Album' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Create Your Album' });
    await field(dialog, 'Album Title').fill(albumTitle);
    await field(dialog, 'Description').fill('Places we went and people we met');
    await expectToast(ownerPage, 'Album created successfully!', () => dialog.getByRole('button', { name: 'Create Album' }).click());
    await visible(ownerPage.getByRole('heading', { name: albumTitle, level: 1 }));
  });

  step('the owner adds two sections', async () => {
    for (const title of sections) {
      const dialog = await openSectionForm(title);
      await expectToast(ownerPage, 'Section created successfully!', () =>
        dialog.getByRole('button', { name: 'Create Section' }).click(),
      );
      await visible(sectionButton(title));
    }
  });

  step('a second section with the same title is refused with the message', async () => {
    const dialog = await openSectionForm(sections[0]);
    await dialog.getByRole('button', { name: 'Create Section' }).click();
    await visible(dialog.getByText('A section with this title already exists', { exact: true }));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await sectionButton(sections[0]).count()).toBe(1);
  });

  step('the owner shares a section and copies its link', async () => {
    await sectionButton(sections[0]).click();
    await visible(sectionView().getByRole('heading', { name: sections[0] }));
    await expectToast(ownerPage, 'Section is now shared', () =>
      sectionView().getByRole('button', { name: 'Share', exact: true }).click(),
    );
    await visible(sectionView().getByRole('button', { name: 'Shared', exact: true }));
    await visible(sectionButton(sections[0]).getByText('Shared', { exact: true }));
    await expectToast(ownerPage, 'Link copied to clipboard!', () =>
      sectionView().getByRole('button', { name: 'Copy Link' }).click(),
    );
    sharedLink = await ownerPage.evaluate(() => navigator.clipboard.readText());
    expect(new URL(sharedLink).pathname).toMatch(/^\/abialbum\/shared-section\/[^/]+$/);
  });

  step('a signed-out visitor opens the link and sees the section', async () => {
    visitor = await browsers().person('visitor');
    await visitor.goto(sharedLink);
    await visible(visitor.getByRole('heading', { name: sections[0] }));
    await visible(visitor.getByText(owner.name).first());
  });

  step(
    "once unshared, the link shows 'This section is not available'",
    async () => {
      await expectToast(ownerPage, 'Section sharing disabled', () =>
        sectionView().getByRole('button', { name: 'Shared', exact: true }).click(),
      );
      await visible(sectionView().getByRole('button', { name: 'Share', exact: true }));
      await ownerPage.getByRole('button', { name: 'Copy Link' }).waitFor({ state: 'detached' });

      visitor ??= await browsers().person('visitor');
      await expectToast(visitor, SECTION_UNAVAILABLE, () => visitor.goto(sharedLink));
      // SPEC section 8: then to the dashboard after 2 seconds.
      await expectPath(visitor, '/abialbum/dashboard');
    },
    { needs: ['the owner shares a section and copies its link'] },
  );

  step(
    'another user finds the album through the search box and opens it',
    async () => {
      fanPage = await browsers().person('fan');
      await signUp(fanPage, fan);
      await fanPage.getByRole('combobox', { name: 'Search albums' }).fill(word);
      await visible(fanPage.getByText('Suggested Albums', { exact: true }));
      const suggestion = fanPage.getByRole('listbox', { name: 'Suggested Albums' }).getByRole('option', { name: albumTitle });
      await visible(suggestion.getByText(owner.name));
      await suggestion.click();
      await fanPage.waitForURL((current) => /^\/abialbum\/albums\/[^/]+$/.test(current.pathname));
      await visible(fanPage.getByRole('heading', { name: albumTitle }));
    },
    { needs: ['the owner signs up and creates their album'] },
  );

  step('the user follows the album', async () => {
    await fanPage.getByRole('button', { name: 'Follow', exact: true }).click();
    await visible(fanPage.getByRole('button', { name: /^(Following|Unfollow)$/ }));
  }, { needs: ['another user finds the album through the search box and opens it'] });

  step('the owner sees the new follower on the Followers screen', async () => {
    await ownerPage.goto(url('/abialbum/albums'));
    await ownerPage.getByRole('link', { name: /^Followers/ }).click();
    await expectPath(ownerPage, '/abialbum/followers');
    await visible(ownerPage.getByRole('heading', { name: 'Your Followers' }));
    await visible(ownerPage.getByRole('link', { name: fan.name }));
  }, { needs: ['the owner signs up and creates their album', 'the user follows the album'] });
});
