import type { Notification } from '@abialbum/contracts';
import { chooseLocale } from '../i18n/i18n';
import { notificationText } from './notification-text';

const aNotification = (over: Partial<Notification> = {}): Notification => ({
  id: 'n1',
  kind: 'comment',
  text: 'Ana Lima commented on a photo in Harbour',
  albumTitle: 'Harbour',
  mediaType: 'IMAGE',
  link: '/abialbum/albums/a1?media=m1',
  count: 1,
  read: false,
  albumId: 'a1',
  mediaId: 'm1',
  actor: { id: 'u1', name: 'Ana Lima', profileImage: null },
  reason: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  seq: 1,
  ...over,
});

describe('a notification’s sentence', () => {
  afterEach(async () => {
    await chooseLocale('en');
    localStorage.clear();
  });

  it('is in English the server’s very words, for one happening, a group, a decision and its reason', () => {
    expect(notificationText(aNotification())).toBe('Ana Lima commented on a photo in Harbour');
    expect(notificationText(aNotification({ kind: 'follower', count: 12, actor: null }))).toBe('12 new followers of Harbour');
    expect(notificationText(aNotification({ kind: 'media-rejected', mediaType: 'VIDEO', actor: null, reason: 'Blurry' }))).toBe(
      'Your video in Harbour was rejected: “Blurry”',
    );
    expect(notificationText(aNotification({ kind: 'pending-upload', mediaType: 'OTHER', albumTitle: '' }))).toBe(
      'Ana Lima uploaded an item to your album: it waits for your approval',
    );
  });

  it('is written in the page’s language, its plural forms included', async () => {
    await chooseLocale('de');
    expect(notificationText(aNotification())).toBe('Ana Lima hat ein Foto in Harbour kommentiert');
    await chooseLocale('ru');
    expect(notificationText(aNotification({ kind: 'follower', count: 3 }))).toBe('3 новых подписчика у Harbour');
    expect(notificationText(aNotification({ kind: 'follower', count: 5 }))).toBe('5 новых подписчиков у Harbour');
    await chooseLocale('fr');
    expect(notificationText(aNotification({ kind: 'join-rejected', actor: null, reason: 'Complet' }))).toBe(
      'Votre demande pour rejoindre Harbour a été refusée : « Complet »',
    );
  });

  it('is the server’s text when the server sent nothing to write it from (one older than issue 27)', async () => {
    await chooseLocale('ja');
    const { albumTitle: _a, mediaType: _m, ...older } = aNotification();
    expect(notificationText(older)).toBe('Ana Lima commented on a photo in Harbour');
  });
});
