import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { HighlightSummary, MediaSummary, Section } from '@abialbum/contracts';
import type * as WebKit from '@abialbum/web-kit';
import type * as Clients from '@abialbum/web-kit/clients';
import type { AlbumProfile, AlbumProfileResult, SessionUser, SessionStatus, SharedSection } from '@abialbum/web-kit';

/**
 * The network boundary of the album pages (profile, shared section, album detail): web-kit's albums
 * client, its `api.get` (the media call), the session and toasts are replaced; UI primitives, the
 * router and ApiError stay real. Use with `import type * as MockModule from '../profile/mock-album-pages'` and
 * jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../profile/mock-album-pages').mockWebKit()), and the
 * same with mockClients() for '@abialbum/web-kit/clients'.
 */
export const albums = {
  albumProfile: jest.fn(),
  sharedAlbum: jest.fn(),
  sharedSection: jest.fn(),
  getAlbum: jest.fn(),
  followStatus: jest.fn(),
  follow: jest.fn(),
  unfollow: jest.fn(),
  followers: jest.fn(),
};
export const http = { get: jest.fn() };
export const downloads = { downloadLink: jest.fn(), startDownload: jest.fn() };
/** What the viewer asks svc-media while a video's playback copy is being prepared. */
export const playback = { getMedia: jest.fn(), getHighlight: jest.fn() };
/** Comments and reactions of the viewer's activity panel (issue 13). */
export const activity = { comments: jest.fn(), addComment: jest.fn(), editComment: jest.fn(), deleteComment: jest.fn(), reactions: jest.fn(), react: jest.fn() };
/** Where the signed-in viewer stands with the album (the join-state actions, and downloads once switched off). */
export const join = { uploadPermission: jest.fn(), send: jest.fn(), cancel: jest.fn() };
export const toast = { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() };
export const session: { user: SessionUser | null; status: SessionStatus } = { user: null, status: 'signedOut' };

export function mockWebKit() {
  const actual = jest.requireActual<typeof WebKit>('@abialbum/web-kit');
  return {
    ...actual,
    albumsClient: albums,
    api: { ...actual.api, get: http.get },
    useToast: () => toast,
    useSession: () => session,
  };
}

/** web-kit's clients entry: downloads, the viewer's playback and activity calls, and the join calls replaced. */
export function mockClients() {
  const actual = jest.requireActual<typeof Clients>('@abialbum/web-kit/clients');
  return {
    ...actual,
    mediaClient: { ...actual.mediaClient, downloadLink: downloads.downloadLink, ...playback },
    startDownload: downloads.startDownload,
    activityClient: activity,
    joinClient: join,
  };
}

export const envelope = <T,>(data: T, message = '') => ({ success: true, data, message });

/** Fresh mocks: signed out, and the media service not there yet (501), as before the media issue. */
export function resetAlbumPages() {
  jest.resetAllMocks();
  session.user = null;
  session.status = 'signedOut';
  const { ApiError } = jest.requireActual<typeof WebKit>('@abialbum/web-kit');
  http.get.mockRejectedValue(new ApiError({ status: 501, message: 'Not implemented' }));
  join.uploadPermission.mockRejectedValue(new ApiError({ status: 501, message: 'Not implemented' }));
  const pagination = { currentPage: 1, totalPages: 1, hasPreviousPage: false, hasNextPage: false, totalItems: 0 };
  activity.comments.mockResolvedValue(envelope({ comments: [], pagination }));
  activity.reactions.mockResolvedValue(envelope({ counts: { heart: 0, laugh: 0, wow: 0, sad: 0, clap: 0, fire: 0 }, mine: null, commentCount: 0 }));
}

/** What check-upload-permission answers an approved member (`member`) or a signed-in stranger. */
export const standing = (member: boolean) =>
  envelope({ canUpload: member, isOwner: false, isMember: member, requestStatus: member ? 'APPROVED' : 'NONE', rejectionReason: null, requestId: null });

export function signInAs(id: string) {
  session.user = { id, name: `User ${id}`, email: `${id}@abialbum.test` };
  session.status = 'signedIn';
}

export const owner = { id: 'owner-1', name: 'Ana Silva', profileImage: null, city: 'Lisbon', country: 'Portugal' };

export function aMedia(n: number, overrides: Partial<MediaSummary> = {}): MediaSummary {
  return {
    id: `m${n}`,
    type: 'IMAGE',
    url: `/api/v1/files/m${n}.webp`,
    thumbnailUrl: `/api/v1/files/m${n}-thumb.webp`,
    caption: `Photo number ${n}`,
    sectionId: null,
    createdAt: '2025-03-05T10:00:00.000Z',
    ...overrides,
  };
}

export const mediaList = (count: number, overrides: Partial<MediaSummary> = {}) =>
  Array.from({ length: count }, (_, i) => aMedia(i + 1, overrides));

/** A highlight as the profile shows it (svc-albums' copy): of its own file, played as it is unless told. */
export function aHighlight(n: number, overrides: Partial<HighlightSummary> = {}): HighlightSummary {
  return { ...aMedia(n), id: `h${n}`, mediaId: null, playbackStatus: null, playbackUrl: null, ...overrides };
}

export const highlightList = (count: number) => Array.from({ length: count }, (_, i) => aHighlight(i + 1));

export function aSection(overrides: Partial<Section> = {}): Section {
  return {
    id: 's1',
    albumId: 'a1',
    title: 'Family',
    description: 'Sunday lunches',
    order: 0,
    isSharedAlbum: false,
    createdAt: '2025-03-05T10:00:00.000Z',
    mediaCount: 0,
    thumbnails: [],
    ...overrides,
  };
}

export function anAlbumProfile(overrides: Partial<AlbumProfile> = {}): AlbumProfile {
  return {
    id: 'a1',
    title: 'Summer in Lisbon',
    description: 'Beach days and custard tarts',
    isPublic: true,
    allowDownloads: true,
    createdAt: '2025-03-05T10:00:00.000Z',
    updatedAt: '2025-03-05T10:00:00.000Z',
    views: 321,
    followers: 40,
    owner,
    _count: { media: 12, sections: 2, highlights: 3, members: 7 },
    coverImage: null,
    sections: [],
    mediaHighlights: [],
    ...overrides,
  };
}

export const aProfileResult = (album: Partial<AlbumProfile> = {}, recentMedia: MediaSummary[] = []): AlbumProfileResult => ({
  album: anAlbumProfile(album),
  recentMedia,
});

export function aSharedSection(overrides: Partial<SharedSection> = {}): SharedSection {
  return {
    ...aSection({ id: 's7', title: 'Wedding day', description: 'The best day', isSharedAlbum: true }),
    album: { id: 'a1', title: 'Summer in Lisbon', description: 'Beach days and custard tarts' },
    owner,
    media: [],
    ...overrides,
  };
}

/** Where navigation ended up, and with which router state. */
function Elsewhere() {
  const location = useLocation();
  return (
    <p data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </p>
  );
}

/** Renders a screen under its route pattern at a concrete address (useParams works). */
export function renderAt(screen: ReactElement, { pattern, url, fakeTimers = false }: { pattern: string; url: string; fakeTimers?: boolean }) {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  const result = render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={pattern} element={screen} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user, ...result };
}
