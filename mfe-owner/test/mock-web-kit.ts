/**
 * The network boundary of these component tests: web-kit's albums, media, join and share links clients and toasts are
 * replaced; its UI primitives, navigation and error catalogue stay real. Use with
 * jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof import('../mock-web-kit')>('../mock-web-kit').mockWebKit()), the
 * same with mockClients() for '@abialbum/web-kit/clients', and with mockWebKitUpload() for '@abialbum/web-kit/upload'
 * where a test drives resumable uploads.
 */
export const albums = {
  myAlbums: jest.fn(),
  createAlbum: jest.fn(),
  updateAlbum: jest.fn(),
  listSections: jest.fn(),
  createSection: jest.fn(),
  updateSection: jest.fn(),
  deleteSection: jest.fn(),
  followers: jest.fn(),
};
export const media = {
  upload: jest.fn(),
  createBulk: jest.fn(),
  listAlbumMedia: jest.fn(),
  manageMedia: jest.fn(),
  deleteMedia: jest.fn(),
  listHighlights: jest.fn(),
  addExistingHighlight: jest.fn(),
  createHighlightFromFile: jest.fn(),
  createHighlightFromUrl: jest.fn(),
  updateHighlight: jest.fn(),
  removeHighlight: jest.fn(),
  pendingMedia: jest.fn(),
  approveMedia: jest.fn(),
  rejectMedia: jest.fn(),
  bulkApprove: jest.fn(),
  downloadLink: jest.fn(),
};
/** Opening a download link (the browser saves what it answers). */
export const downloads = { startDownload: jest.fn() };
export const join = {
  list: jest.fn(),
  approve: jest.fn(),
  reject: jest.fn(),
  joinedAlbums: jest.fn(),
};
/** The resumable (tus) upload of large files: a test drives its callbacks and settles its result. */
export const resumable = { uploadResumable: jest.fn() };
/** The viewer's comments and reactions (issue 13). */
export const activity = {
  comments: jest.fn(),
  addComment: jest.fn(),
  editComment: jest.fn(),
  deleteComment: jest.fn(),
  reactions: jest.fn(),
  react: jest.fn(),
  albumComments: jest.fn(),
};
/** The owner's share links (issue 27 item 2). */
export const shareLinks = { list: jest.fn(), create: jest.fn(), revoke: jest.fn(), replace: jest.fn() };
export const toast = { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() };

export function mockWebKit() {
  return {
    ...jest.requireActual('@abialbum/web-kit'),
    albumsClient: albums,
    useToast: () => toast,
  };
}

/** web-kit's clients entry, its media, join, comments and share links clients (and downloads) replaced. */
export function mockClients() {
  return {
    ...jest.requireActual('@abialbum/web-kit/clients'),
    mediaClient: media,
    joinClient: join,
    activityClient: activity,
    shareLinksClient: shareLinks,
    startDownload: downloads.startDownload,
  };
}

/** web-kit's upload entry, its resumable upload replaced. */
export function mockWebKitUpload() {
  return { ...jest.requireActual('@abialbum/web-kit/upload'), uploadResumable: resumable.uploadResumable };
}

export const envelope = <T>(data: T, message = '') => ({ success: true, data, message });

const noCounts = { PENDING: 0, APPROVED: 0, REJECTED: 0 };
const onePage = { currentPage: 1, totalPages: 1, hasPreviousPage: false, hasNextPage: false, totalItems: 0 };

/** An album with nothing in it yet: no media, highlights, join requests or pending uploads. */
export function stubEmptyAlbum() {
  activity.comments.mockResolvedValue(envelope({ comments: [], pagination: onePage }));
  activity.albumComments.mockResolvedValue(envelope({ comments: [], pagination: onePage }));
  activity.reactions.mockResolvedValue(envelope({ counts: { heart: 0, laugh: 0, wow: 0, sad: 0, clap: 0, fire: 0 }, mine: null, commentCount: 0 }));
  albums.listSections.mockResolvedValue(envelope({ sections: [] }));
  media.listAlbumMedia.mockResolvedValue(envelope({ media: [], pagination: onePage }));
  media.manageMedia.mockResolvedValue(envelope({ media: [], counts: noCounts, pagination: onePage }));
  media.listHighlights.mockResolvedValue(envelope({ highlights: [] }));
  media.pendingMedia.mockResolvedValue(envelope({ media: [], counts: noCounts, pagination: onePage }));
  join.list.mockResolvedValue(envelope({ requests: [], counts: noCounts }));
  shareLinks.list.mockResolvedValue(envelope({ links: [] }));
}

export const mediaPage = <T>(items: T[], hasNextPage = false) =>
  envelope({ media: items, pagination: { ...onePage, hasNextPage, totalPages: hasNextPage ? 2 : 1, totalItems: items.length } });
