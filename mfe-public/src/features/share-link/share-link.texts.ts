/**
 * What the visitor's page of a share link says (issue 27 item 2). English only for now: the public front end's
 * catalogue (issue 27 item 3) was not there yet when this page was made; its keys replace these.
 */
export const SHARE_LINK_TEXTS = {
  loading: 'Opening the link...',
  eyebrowSection: 'Shared with you',
  eyebrowAlbum: 'Shared album',
  unavailable: 'This link is not available',
  unavailableHint: 'It may have expired or been revoked by its owner.',
  failed: 'Failed to load shared section',
  tryAgain: 'Try again',
  passwordTitle: 'This link needs a password',
  passwordLabel: 'Password',
  open: 'Open',
  opening: 'Opening...',
  wrongPassword: 'Wrong password',
  tooManyTries: 'Too many wrong passwords. Please wait and try again.',
  sharedBy: 'Shared by',
  from: 'from',
  expires: 'Link expires',
  items: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
  ofItems: (shown: number, total: number) => `Showing the newest ${shown} of ${total}`,
  emptyTitle: 'Nothing here yet',
  emptyDescription: 'There are no photos or videos here yet. Check back soon!',
  media: 'Shared media',
} as const;
