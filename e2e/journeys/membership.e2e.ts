import type { Page } from 'playwright-core';
import { createAlbumByApi, signUpByApi, type Account } from '../support/api';
import { expectToast, field, logIn, newPerson, signUp, uniqueWord, visible } from '../support/app';
import { url } from '../support/browser';
import { answerPrompt } from '../support/dialogs';
import { holdRequests } from '../support/held-requests';
import { journey } from '../support/journey';
import { MESSAGES } from '../support/messages';
import { pictureFolder, type PictureFolder } from '../support/pictures';
import { shownAfterReload } from '../support/waits';

/** Issue 5 "Browser journey": asking to join, rejection and approval, a member's uploads, approval, a highlight. */
describe("a user joins another user's album, uploads pictures, and the owner approves and highlights them", () => {
  const { step, browsers } = journey();
  const owner = newPerson('Owner');
  const member = newPerson('Member');
  const albumTitle = `${uniqueWord('Membership')} Album`;
  const reason = 'Please add a message saying who you are';
  let account: Account;
  let albumId = '';
  let pictures: PictureFolder;
  let files: string[] = [];
  let ownerPage: Page;
  let memberPage: Page;
  let visitor: Page;

  beforeAll(async () => {
    account = await signUpByApi(owner);
    albumId = (await createAlbumByApi(account, { title: albumTitle, description: 'Our street party, open to neighbours' })).id;
    pictures = pictureFolder();
    files = [await pictures.png('street-party-1', { r: 200, g: 40, b: 40 }), await pictures.png('street-party-2', { r: 40, g: 90, b: 200 })];
  });
  afterAll(() => pictures?.remove());

  const profile = () => url(`/abialbum/profile/${albumId}`);
  const ownerTab = (name: RegExp) => ownerPage.getByRole('tablist', { name: 'Album manager' }).getByRole('tab', { name });
  const recentMedia = (page: Page) => page.getByRole('region', { name: 'Recent media' });

  /** The owner's manager loaded afresh (its lists and badges are read when it opens), on `tab`. */
  const openManagerTab = async (tab: RegExp) => {
    await ownerPage.goto(url('/abialbum/albums'));
    await visible(ownerPage.getByRole('heading', { name: albumTitle, level: 1 }));
    await ownerTab(tab).click();
  };
  const pendingRequest = () =>
    ownerPage.getByRole('list', { name: 'Pending join requests' }).getByRole('listitem', { name: member.name });

  /** The member's profile page loaded afresh: their standing is read when it opens. */
  const memberOpensProfile = async () => {
    await memberPage.goto(profile());
    await visible(memberPage.getByRole('heading', { name: albumTitle, level: 1 }));
  };
  const sendJoinRequest = async (button: string, message: string) => {
    await memberPage.getByRole('button', { name: button }).click();
    const dialog = memberPage.getByRole('dialog', { name: 'Request to Join' });
    await field(dialog, 'Message (optional)').fill(message);
    await expectToast(memberPage, MESSAGES.joinRequestSent, () => dialog.getByRole('button', { name: 'Send Request' }).click());
    await visible(memberPage.getByText('Join request pending', { exact: true }));
  };

  step('the owner signs in and opens their album manager', async () => {
    ownerPage = await browsers().person('owner');
    await logIn(ownerPage, owner);
    await openManagerTab(/^Media/);
  });

  step('a user signs up and asks to join the album from its public profile', async () => {
    memberPage = await browsers().person('member');
    await signUp(memberPage, member);
    await memberOpensProfile();
    await sendJoinRequest('Request to Join', 'Hello, I live two doors down');
  }, { needs: [] });

  step('the owner sees the request under a red badge and rejects it with a reason', async () => {
    await openManagerTab(/^Join Requests\s*1 pending$/);
    await visible(pendingRequest().getByText('“Hello, I live two doors down”'));
    const asked = await answerPrompt(ownerPage, reason, () =>
      expectToast(ownerPage, MESSAGES.joinRequestRejected, () => pendingRequest().getByRole('button', { name: 'Reject' }).click()),
    );
    expect(asked).toBe('Reason for rejection (optional):');
    await visible(ownerPage.getByText('No pending join requests', { exact: true }));
  });

  step('the user sees the reason and asks again', async () => {
    await memberOpensProfile();
    await visible(memberPage.getByText('Your join request was rejected', { exact: true }));
    await visible(memberPage.getByText(`Reason: ${reason}`, { exact: true }));
    await sendJoinRequest('Request Again', `I am ${member.name}, from number 12`);
  });

  step('the owner approves the new request', async () => {
    await openManagerTab(/^Join Requests\s*1 pending$/);
    await visible(pendingRequest().getByText(`“I am ${member.name}, from number 12”`));
    await expectToast(ownerPage, MESSAGES.joinRequestApproved, () => pendingRequest().getByRole('button', { name: 'Approve' }).click());
    await visible(ownerPage.getByText('No pending join requests', { exact: true }));
    await visible(ownerTab(/^Join Requests$/));
  });

  step('the member uploads two pictures and sees the progress', async () => {
    await memberOpensProfile();
    await visible(memberPage.getByText('You are a member of this album', { exact: true }));
    const uploads = await holdRequests(memberPage, '/api/v1/upload');
    try {
      const [chooser] = await Promise.all([memberPage.waitForEvent('filechooser'), memberPage.getByRole('button', { name: 'Upload Media' }).click()]);
      await expectToast(memberPage, MESSAGES.uploadedPending(2), async () => {
        await chooser.setFiles(files);
        for (const n of [1, 2]) {
          await visible(memberPage.getByText(`Uploading ${n} of 2`, { exact: true }));
          await visible(memberPage.getByRole('progressbar', { name: 'Upload progress' }));
          await uploads.releaseNext();
        }
      });
    } finally {
      await uploads.stop();
    }
    await memberPage.getByRole('progressbar', { name: 'Upload progress' }).waitFor({ state: 'detached' });
  });

  step('the pictures waiting for approval are not on the public profile', async () => {
    visitor = await browsers().person('visitor');
    await visitor.goto(profile());
    await visible(visitor.getByRole('heading', { name: albumTitle, level: 1 }));
    await visible(recentMedia(visitor).getByText('No media yet', { exact: true }));
  });

  step('the owner approves both at once in the Pending Media tab', async () => {
    await openManagerTab(/^Pending Media\s*2 pending$/);
    const waiting = ownerPage.getByRole('list', { name: 'Media waiting for approval' }).getByRole('listitem');
    await visible(waiting.nth(1));
    expect(await waiting.count()).toBe(2);
    await visible(waiting.first().getByText(`By ${member.name}`, { exact: false }));
    await ownerPage.getByRole('checkbox', { name: 'Select all' }).check();
    await expectToast(ownerPage, MESSAGES.mediaApproved, () => ownerPage.getByRole('button', { name: 'Approve Selected (2)' }).click());
    await visible(ownerPage.getByText('No media waiting for approval', { exact: true }));
  });

  step('both pictures appear on the public profile', async () => {
    await shownAfterReload(visitor, recentMedia(visitor).getByRole('button', { name: / of 2\)$/ }));
  });

  step('the owner makes one of them a highlight', async () => {
    await ownerTab(/^Media/).click();
    const tiles = ownerPage.getByRole('list', { name: 'Album media' }).getByRole('listitem');
    await visible(tiles.nth(1));
    const first = tiles.first();
    await first.hover();
    await expectToast(ownerPage, MESSAGES.addedToHighlights, () => first.getByRole('button', { name: 'Add to highlights' }).click());
    await visible(first.getByRole('button', { name: 'In highlights' }));
    await visible(ownerTab(/^Highlights\s*1$/));

    const highlights = visitor.getByRole('region', { name: 'Highlights' });
    await shownAfterReload(visitor, highlights.getByRole('button', { name: /^Open / }));
    expect(await highlights.getByRole('button', { name: /^Open / }).count()).toBe(1);
  });
});
