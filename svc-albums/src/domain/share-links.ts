import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import {
  SHARE_LINK_PATH,
  SHARE_PASSWORD_REFUSAL_CODE,
  shareLinkMessages,
  type ShareLink,
  type ShareLinkCreate,
  type SharedByLink,
} from '@abialbum/contracts';
import { AttemptLimits, BadRequestError, DEFAULT_ATTEMPT_LIMITS, ForbiddenError, NotFoundError, type AttemptLimitSettings, type AttemptStore, type FileLinks, type Logger } from '@abialbum/service-kit';
import { hash, verify } from '@node-rs/argon2';
import type { AlbumMediaStore } from '../store/album-media.store';
import type { AlbumStore, StoredAlbum } from '../store/album.store';
import type { SectionStore, StoredSection } from '../store/section.store';
import type { ShareLinkStore, StoredShareLink } from '../store/share-link.store';
import { owned, requireId, sectionNotFound } from './access';
import { SHARED_MEDIA_LIMIT } from './public-reads';
import type { ViewCounter } from './view-counter';
import { mediaSummaryView, ownerView, sectionView } from './views';

/** svc-identity's argon2id settings (OWASP's minimums: 19 MiB, 2 passes). */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/** 192 random bits, 32 URL-safe characters. */
const KEY_BYTES = 24;

const unavailable = () => new NotFoundError(shareLinkMessages.unavailable, 'SHARE_LINK_UNAVAILABLE');

/** A wrong password is limited like a sign-in (AttemptLimits), per link and per address, with its own words. */
export const SHARE_PASSWORD_REFUSALS = {
  code: SHARE_PASSWORD_REFUSAL_CODE,
  locked: (wait: string) => `Too many wrong passwords. This link is locked for ${wait}.`,
  slowed: (wait: string) => `Too many wrong passwords. Please wait ${wait} and try again.`,
  fromNetwork: (wait: string) => `Too many wrong passwords from your network. Please try again in ${wait}.`,
};

export interface ShareLinksDeps {
  albums: AlbumStore;
  sections: SectionStore;
  media: AlbumMediaStore;
  shareLinks: ShareLinkStore;
  attempts: AttemptStore;
  /** Opens counted in memory, written in batches under each link's lock. */
  opens: ViewCounter;
  links: FileLinks;
  logger?: Pick<Logger, 'warn'>;
  attemptLimits?: AttemptLimitSettings;
}

const keyHashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Share links under the owner's control (issue 27 item 2): a key nobody can guess for a section or a whole album
 * (a private one too), an optional expiry and password, downloads allowed or not. Every check reads the link from
 * the database, so a revoke is refused at once by every instance; the files of an answer are bound to the link
 * (FileLinks.shareLinker) and svc-media asks `isLive` before serving one.
 */
export class ShareLinks {
  private readonly limits: AttemptLimits;
  private readonly sealKey: Buffer;
  /** The seal key first, then those of the secrets before it (FILE_LINK_SECRET_PREVIOUS): what opens a stored key. */
  private readonly openKeys: Buffer[];
  /** When each link was last opened through this instance (its opens are written in batches). */
  private readonly lastOpened = new Map<string, Date>();

  constructor(private readonly deps: ShareLinksDeps) {
    this.limits = new AttemptLimits(deps.attempts, deps.attemptLimits ?? DEFAULT_ATTEMPT_LIMITS, Date.now, SHARE_PASSWORD_REFUSALS);
    this.openKeys = deps.links.derivedKeys('share link keys');
    this.sealKey = this.openKeys[0]!;
  }

  /** What the opens counter writes: the count, and when the last of them was. */
  addOpens(linkId: string, opens: number): Promise<void> {
    return this.deps.shareLinks.addOpens(linkId, opens, this.lastOpened.get(linkId) ?? new Date());
  }

  async list(ownerId: string, albumId: string, sectionId?: string): Promise<ShareLink[]> {
    const album = owned(await this.deps.albums.findLive(requireId(albumId)), ownerId);
    const links = await this.deps.shareLinks.listByAlbum(album.id);
    const wanted = sectionId === undefined ? links : links.filter((link) => link.sectionId === sectionId.toLowerCase());
    return wanted.map((link) => this.view(link));
  }

  async create(ownerId: string, albumId: string, input: ShareLinkCreate): Promise<ShareLink> {
    const album = owned(await this.deps.albums.findLive(requireId(albumId)), ownerId);
    const sectionId = input.sectionId ? (await this.sectionOf(album, input.sectionId)).id : null;
    const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= Date.now()) throw new BadRequestError(shareLinkMessages.expiryPast, 'VALIDATION_ERROR');
    const passwordHash = input.password ? await hash(input.password, ARGON2) : null;
    return this.view(await this.insert({ albumId: album.id, sectionId, ownerId, passwordHash, expiresAt, allowDownload: input.allowDownload ?? false }));
  }

  /** Refused at once by every instance (each check reads the link), and so are the file URLs it gave. */
  async revoke(ownerId: string, albumId: string, linkId: string): Promise<void> {
    const link = await this.ownedLink(ownerId, albumId, linkId);
    await this.deps.shareLinks.revoke(link.id);
  }

  /** A new key with the same settings (section, expiry, password, downloads); the old one revoked. */
  async replace(ownerId: string, albumId: string, linkId: string): Promise<ShareLink> {
    const old = await this.ownedLink(ownerId, albumId, linkId);
    const { sectionId, passwordHash, expiresAt, allowDownload } = old;
    const fresh = await this.insert({ albumId: old.albumId, sectionId, ownerId, passwordHash, expiresAt, allowDownload });
    await this.deps.shareLinks.revoke(old.id);
    return this.view(fresh);
  }

  /**
   * What a visitor of the link sees. A link with a password needs it (403 SHARE_PASSWORD_REQUIRED, or
   * SHARE_PASSWORD_WRONG); wrong ones are limited like sign-ins. Anything else (unknown, revoked, expired, its
   * album or section gone or blocked): 404 'This link is not available'. Counts an open.
   */
  async open(key: string, password: string | undefined, address: string): Promise<SharedByLink> {
    const link = await this.deps.shareLinks.findByKeyHash(keyHashOf(key));
    const target = link && (await this.liveTarget(link));
    if (!link || !target) throw unavailable();
    if (link.passwordHash) await this.checkPassword(link, link.passwordHash, password, address);
    this.deps.opens.count(link.id);
    this.lastOpened.set(link.id, new Date());
    return this.content(link, target.album, target.section);
  }

  /** Whether a link still opens (svc-media asks before serving a file bound to it). */
  async isLive(linkId: string): Promise<boolean> {
    const link = await this.deps.shareLinks.findById(linkId);
    return Boolean(link && (await this.liveTarget(link)));
  }

  private async checkPassword(link: StoredShareLink, passwordHash: string, password: string | undefined, address: string): Promise<void> {
    if (password === undefined) throw new ForbiddenError(shareLinkMessages.passwordRequired, 'SHARE_PASSWORD_REQUIRED');
    const account = `share-link:${link.id}`;
    await this.limits.beforeSignIn(account, address);
    const right = await verify(passwordHash, password).catch(() => false);
    if (!right) {
      await this.limits.failedSignIn(address);
      throw new ForbiddenError(shareLinkMessages.passwordWrong, 'SHARE_PASSWORD_WRONG');
    }
    await this.limits.succeededSignIn(account);
  }

  /** The link's album and section while it may be opened: not revoked or expired, nothing gone or blocked. */
  private async liveTarget(link: StoredShareLink): Promise<{ album: StoredAlbum; section: StoredSection | null } | null> {
    if (link.revokedAt || (link.expiresAt && link.expiresAt.getTime() <= Date.now())) return null;
    const [album, section] = await Promise.all([
      this.deps.albums.findLive(link.albumId),
      link.sectionId ? this.deps.sections.findLive(link.sectionId) : Promise.resolve(null),
    ]);
    if (!album || album.isBlocked || album.owner.isBlocked) return null;
    if (link.sectionId && (!section || section.albumId !== album.id)) return null;
    return { album, section };
  }

  private async content(link: StoredShareLink, album: StoredAlbum, section: StoredSection | null): Promise<SharedByLink> {
    const fileLink = this.deps.links.shareLinker(link.id);
    const media = section
      ? await this.deps.media.ofSections(album.id, [section.id], SHARED_MEDIA_LIMIT)
      : await this.deps.media.recent(album.id, SHARED_MEDIA_LIMIT);
    return {
      kind: section ? 'section' : 'album',
      allowDownload: link.allowDownload,
      expiresAt: link.expiresAt?.toISOString() ?? null,
      album: { id: album.id, title: album.title, description: album.description },
      owner: ownerView(album),
      section: section ? sectionView(section, fileLink) : null,
      media: media.map((item) => mediaSummaryView(item, fileLink)),
      mediaCount: section ? section.mediaCount : album.counts.media,
    };
  }

  private async sectionOf(album: StoredAlbum, sectionId: string): Promise<StoredSection> {
    const section = await this.deps.sections.findLive(requireId(sectionId));
    if (!section || section.albumId !== album.id) throw sectionNotFound();
    return section;
  }

  private async ownedLink(ownerId: string, albumId: string, linkId: string): Promise<StoredShareLink> {
    const album = owned(await this.deps.albums.findLive(requireId(albumId)), ownerId);
    const link = await this.deps.shareLinks.findById(requireId(linkId));
    if (!link || link.albumId !== album.id || link.revokedAt) throw new NotFoundError(shareLinkMessages.unavailable, 'SHARE_LINK_NOT_FOUND');
    return link;
  }

  private async insert(input: Omit<Parameters<ShareLinkStore['create']>[0], 'keyHash' | 'keySealed'>): Promise<StoredShareLink> {
    const key = randomBytes(KEY_BYTES).toString('base64url');
    return this.deps.shareLinks.create({ ...input, keyHash: keyHashOf(key), keySealed: this.seal(key) });
  }

  private view(link: StoredShareLink): ShareLink {
    const lastHere = this.lastOpened.get(link.id);
    const lastUsedAt = [link.lastUsedAt, lastHere].filter((at): at is Date => Boolean(at)).sort((a, b) => b.getTime() - a.getTime())[0] ?? null;
    return {
      id: link.id,
      albumId: link.albumId,
      sectionId: link.sectionId,
      path: this.pathOf(link),
      expiresAt: link.expiresAt?.toISOString() ?? null,
      expired: Boolean(link.expiresAt && link.expiresAt.getTime() <= Date.now()),
      hasPassword: link.passwordHash !== null,
      allowDownload: link.allowDownload,
      createdAt: link.createdAt.toISOString(),
      opens: link.opens + this.deps.opens.unwritten(link.id),
      lastUsedAt: lastUsedAt?.toISOString() ?? null,
    };
  }

  private seal(key: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.sealKey, iv);
    const sealed = Buffer.concat([cipher.update(key, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
  }

  /**
   * The link's address, or null when its key was sealed under a secret this service no longer has (FILE_LINK_SECRET
   * replaced without FILE_LINK_SECRET_PREVIOUS): the link still opens for whoever holds it, and its owner still sees
   * and revokes it, but nobody can show its address again.
   */
  private pathOf(link: StoredShareLink): string | null {
    for (const key of this.openKeys) {
      const opened = unseal(link.keySealed, key);
      if (opened !== null) return `${SHARE_LINK_PATH}${opened}`;
    }
    this.deps.logger?.warn({ shareLinkId: link.id }, 'a share link key sealed under an unknown secret: FILE_LINK_SECRET_PREVIOUS unset?');
    return null;
  }
}

/** The key sealed in `sealed` (iv.tag.data) under `key`, or null when `key` did not seal it. */
function unseal(sealed: string, key: Buffer): string | null {
  try {
    const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', key, iv as Buffer);
    decipher.setAuthTag(tag as Buffer);
    return Buffer.concat([decipher.update(data as Buffer), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
