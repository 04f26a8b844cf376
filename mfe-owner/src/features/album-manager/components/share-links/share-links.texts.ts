/**
 * What the owner's share links panel says (issue 27 item 2). English only for now: the owner front end's
 * catalogue (issue 27 item 3) was not there yet when this panel was made; its keys replace these.
 */
export const SHARE_LINKS_TEXTS = {
  sectionTitle: 'Share links of this section',
  albumTitle: 'Share links of the whole album',
  hint: 'Each link has a key of its own: set an expiry or a password, allow downloads or not, and revoke it at any time. The Share toggle and Copy Link keep the section’s public link, which is separate.',
  albumHint: 'A link to every photo and video of the album, private or not: only people with the link (and its password) can open it.',
  expiry: 'Expires (optional)',
  password: 'Password (optional)',
  allowDownload: 'Visitors may download',
  create: 'Create link',
  none: 'No share links yet.',
  loadFailed: 'Failed to load share links',
  createFailed: 'Failed to create the share link',
  changeFailed: 'Failed to change the share link',
  copy: 'Copy',
  replace: 'Replace',
  revoke: 'Revoke',
  revokeTitle: 'Revoke link',
  revokeMessage: 'Revoke this link? Anyone who has it will be refused at once, its photos and videos too.',
  withPassword: 'Password',
  downloads: 'Downloads allowed',
  noDownloads: 'No downloads',
  expired: 'Expired',
  expires: 'Expires',
  noExpiry: 'No expiry',
  opens: (count: number) => `Opened ${count} ${count === 1 ? 'time' : 'times'}`,
  lastUsed: 'last used',
  neverUsed: 'never used',
  linkLabel: 'Share link address',
} as const;
