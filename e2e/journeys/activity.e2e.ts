import type { Page } from 'playwright-core';
import type { AdminStats, JoinRequest } from '@abialbum/contracts';
import { addPictureByApi, createAlbumByApi, data, json, send, signUpByApi, type Account } from '../support/api';
import { ADMIN, adminLogIn, logIn, newPerson, uniqueWord, visible } from '../support/app';
import { seriousViolations } from '../support/axe';
import { url } from '../support/browser';
import { journey } from '../support/journey';
import { pictureFolder } from '../support/pictures';
import { eventually } from '../support/waits';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * Issue 13 "Browser journey": a member comments and reacts on an approved photo; the owner, signed in in another
 * browser, sees the bell count rise without reloading, opens the notification and deletes the comment; the admin's
 * totals and the album card's counts change. axe on the new panels at 375 px and desktop.
 */
describe('a member comments and reacts, the owner is told live and deletes the comment, the admin counts follow', () => {
  const { step, browsers } = journey();
  const owner = newPerson('Owner');
  const member = newPerson('Member');
  const albumTitle = `${uniqueWord('Activity')} Album`;
  const caption = 'Kites over the dunes';
  const comment = `What a day! ${uniqueWord('note')}`;
  let ownerAccount: Account;
  let albumId = '';
  let adminToken = '';
  let before: AdminStats;
  let ownerPage: Page;
  let memberPage: Page;

  const stats = async () => data(await send<{ stats: AdminStats }>('GET', '/abialbum/admin/stats', { token: adminToken }), 'admin stats').stats;
  const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

  beforeAll(async () => {
    ownerAccount = await signUpByApi(owner);
    const memberAccount = await signUpByApi(member);
    albumId = (await createAlbumByApi(ownerAccount, { title: albumTitle, description: 'A windy Sunday at the coast' })).id;
    const pictures = pictureFolder();
    try {
      const file = await pictures.png('kites', { r: 230, g: 180, b: 40 });
      await addPictureByApi(ownerAccount, { albumId, caption, file });
    } finally {
      pictures.remove();
    }
    // The member asks to join and the owner approves, by the API (membership has its own journey).
    data(await send('POST', `/abialbum/albums/${albumId}/join-request`, { ...json({ message: 'Hi, it is me' }), token: memberAccount.token }), 'join request');
    const requests = data(await send<{ requests: JoinRequest[] }>('GET', `/abialbum/albums/${albumId}/join-requests?status=pending`, { token: ownerAccount.token }), 'join requests');
    const request = requests.requests.find((r) => r.userId === memberAccount.id);
    if (!request) throw new Error('the join request is not listed');
    data(await send('PATCH', `/abialbum/albums/${albumId}/join-requests/${request.id}/approve`, { token: ownerAccount.token }), 'approval');
    adminToken = data(await send<{ accessToken: string }>('POST', '/abialbum/admin/login', json({ email: ADMIN.email, password: ADMIN.password })), 'admin login').accessToken;
    before = await stats();
  });

  step('the owner signs in and reads their notifications: the join request is there, then none is unread', async () => {
    ownerPage = await browsers().person('owner');
    await logIn(ownerPage, owner);
    await bell(ownerPage).click();
    const panel = ownerPage.getByRole('dialog', { name: 'Notifications' });
    await visible(panel.getByText(`${member.name} asked to join ${albumTitle}`));
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await visible(ownerPage.getByRole('button', { name: 'Notifications', exact: true }));
    for (const size of [PHONE, DESKTOP]) {
      await ownerPage.setViewportSize(size);
      expect(await seriousViolations(ownerPage, `notification panel at ${size.width} px`)).toEqual([]);
    }
    await ownerPage.keyboard.press('Escape');
    await expect(panel.isHidden()).resolves.toBe(true);
  });

  step('the member opens the photo, reacts with a heart and comments', async () => {
    memberPage = await browsers().person('member');
    await logIn(memberPage, member);
    await memberPage.goto(url(`/abialbum/albums/${albumId}`));
    await memberPage.getByRole('button', { name: `Open ${caption}` }).click();
    const activity = memberPage.getByRole('dialog').getByRole('region', { name: 'Comments and reactions' });
    await visible(activity.getByText('No comments yet'));
    await activity.getByRole('button', { name: 'Love: 0' }).click();
    await visible(activity.getByRole('button', { name: 'Love: 1', pressed: true }));
    await activity.getByRole('textbox', { name: 'Add a comment' }).fill(comment);
    await activity.getByRole('button', { name: 'Post' }).click();
    await visible(activity.getByText(comment, { exact: true }));
    for (const size of [PHONE, DESKTOP]) {
      await memberPage.setViewportSize(size);
      expect(await seriousViolations(memberPage, `activity panel at ${size.width} px`)).toEqual([]);
    }
  });

  let admin: Page;
  /** The album's card in the admin's Albums tab, searched for afresh. */
  const adminCard = async () => {
    await admin.getByRole('tab', { name: 'Albums' }).click();
    const search = admin.getByRole('search', { name: 'Albums' });
    await search.getByRole('searchbox', { name: 'Search albums' }).fill(albumTitle);
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    return admin.getByRole('article', { name: albumTitle });
  };
  const totalsAre = (comments: number, reactions: number) =>
    eventually(`the totals count ${comments} more comments and ${reactions} more reactions`, async () => {
      const now = await stats();
      return now.totalComments === before.totalComments + comments && now.totalReactions === before.totalReactions + reactions;
    }, 30_000);

  step("the admin's dashboard and the album's card count the comment and the reaction", async () => {
    await totalsAre(1, 1);
    admin = await browsers().person('admin');
    await adminLogIn(admin);
    const totalComments = admin.getByRole('term').filter({ hasText: 'Total Comments' }).locator('xpath=following-sibling::dd[1]');
    await visible(totalComments);
    expect(await totalComments.textContent()).toBe((before.totalComments + 1).toLocaleString('en-US'));
    const card = await adminCard();
    await visible(card.getByText('Comments: 1', { exact: true }));
    await visible(card.getByText('Reactions: 1', { exact: true }));
  });

  step('the owner sees the bell count rise without a reload, opens the notification and deletes the comment', async () => {
    // No reload: the count comes through the page's event stream.
    await ownerPage.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ state: 'visible', timeout: 30_000 });
    await bell(ownerPage).click();
    const panel = ownerPage.getByRole('dialog', { name: 'Notifications' });
    await panel.getByRole('link', { name: new RegExp(`${member.name} commented on a photo in ${albumTitle}`) }).click();
    await visible(ownerPage.getByRole('button', { name: 'Notifications', exact: true }));
    const activity = ownerPage.getByRole('dialog').getByRole('region', { name: 'Comments and reactions' });
    await visible(activity.getByText(comment, { exact: true }));
    await activity.getByRole('button', { name: `Delete comment by ${member.name}` }).click();
    await visible(activity.getByText('No comments yet'));
  });

  step("the deleted comment leaves the admin's totals and the album's card; the reaction stays", async () => {
    await totalsAre(0, 1);
    await admin.reload();
    const card = await adminCard();
    await visible(card.getByText('Comments: 0', { exact: true }));
    await visible(card.getByText('Reactions: 1', { exact: true }));
  });
});
