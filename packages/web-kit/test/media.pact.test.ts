import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MatchersV3 } from '@pact-foundation/pact';
import { mediaClient } from '../src/entries/clients';
import {
  IDS,
  MEDIA_STATES as STATES,
  PIXEL_PNG,
  countsTemplate,
  envelope,
  highlightTemplate,
  mediaTemplate,
  paginationTemplate,
  playableVideoFields,
  uploadedFileTemplate,
} from './support/media-pact';
import { JSON_HEADERS, settled, userBearer, webPact, clearSessions, useMockServer } from './support/web-pact';

/** The example's multipart boundary, fixed so the pact file is the same at every run (any boundary matches). */
const PACT_BOUNDARY = 'abialbum-pact-boundary';

const { like, string, integer, eachLike, fromProviderState } = MatchersV3;

/**
 * Consumer: every front end's media client (web-kit). Provider: svc-media, verified by its own suite.
 * Authenticated requests are made as user demo (the verifier swaps the example bearer token for a real
 * one); ids come from the provider states. `upload` (XMLHttpRequest, for its progress) has its pact in
 * media-upload.pact.test.ts, which runs in jsdom. `createHighlightFromFile` and `updateHighlight` with a file
 * send text fields beside the file, which a pact multipart body cannot carry (one file part): they are covered
 * by web-kit's upload tests and svc-media's own.
 */
const pact = webPact('svc-media');

const authJson = { ...userBearer, ...JSON_HEADERS };
const statePath = (template: string, example: string) => fromProviderState(`/api/v1/abialbum${template}`, `/api/v1/abialbum${example}`);
const albumPath = (suffix = '') => statePath(`/albums/\${albumId}${suffix}`, `/albums/${IDS.album}${suffix}`);
const mediaPath = (prefix: string, suffix = '') =>
  statePath(`${prefix}/\${mediaId}${suffix}`, `${prefix}/${IDS.media}${suffix}`);
const albumMediaPath = (suffix: string) =>
  statePath(`/albums/\${albumId}/media/\${mediaId}${suffix}`, `/albums/${IDS.album}/media/${IDS.media}${suffix}`);
const albumIdInBody = fromProviderState('${albumId}', IDS.album);
const mediaIdInBody = fromProviderState('${mediaId}', IDS.media);

let fixtures: string;
beforeAll(() => {
  fixtures = mkdtempSync(path.join(tmpdir(), 'media-pact-'));
  writeFileSync(path.join(fixtures, 'pixel.png'), PIXEL_PNG);
});
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

beforeEach(clearSessions);

const useMock = (url: string, signedIn = true) => useMockServer(url, signedIn ? 'user' : 'none');

describe('media client against svc-media: uploads and media items', () => {
  it('uploads files as multipart and gets their URLs back', () =>
    pact
      .addInteraction()
      .given(STATES.album)
      .uponReceiving('an upload of one picture in a multipart batch')
      .withRequest('POST', '/api/v1/upload/multiple', (b) =>
        b.headers(userBearer).multipartBody('image/png', path.join(fixtures, 'pixel.png'), 'files', PACT_BOUNDARY),
      )
      .willRespondWith(201, (b) =>
        b.headers(JSON_HEADERS).jsonBody(envelope({ files: eachLike(uploadedFileTemplate()) }, 'Successfully uploaded 1 files')),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const file = new File([PIXEL_PNG], 'pixel.png', { type: 'image/png' });
        const result = await mediaClient.uploadMultiple([file]);
        expect(result.message).toBe('Successfully uploaded 1 files');
        expect(result.data.files[0]?.url).toMatch(/^\/api\/v1\/files\//);
      })));

  it('adds an uploaded file to the album as a media item', () =>
    pact
      .addInteraction()
      .given(STATES.uploadedFile)
      .uponReceiving('a bulk creation of media from uploaded files')
      .withRequest('POST', '/api/v1/abialbum/albums/media/bulk', (b) =>
        b.headers(authJson).jsonBody({
          albumId: albumIdInBody,
          mediaFiles: [{ url: fromProviderState('${fileUrl}', '/api/v1/files/photo.png'), caption: 'Picnic' }],
        }),
      )
      .willRespondWith(201, (b) =>
        b.headers(JSON_HEADERS).jsonBody(
          envelope({ media: eachLike(mediaTemplate({ caption: like('Picnic') })), count: integer(1) }, 'Successfully added 1 media items'),
        ),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const result = await mediaClient.createBulk({ albumId: IDS.album, mediaFiles: [{ url: '/api/v1/files/photo.png', caption: 'Picnic' }] });
        expect(result.data.count).toBe(1);
        expect(result.data.media[0]?.status).toBe('approved');
      })));

  it('adds media from a list of URLs', () =>
    pact
      .addInteraction()
      .given(STATES.album)
      .uponReceiving('a bulk creation of media from two URLs')
      .withRequest('POST', '/api/v1/abialbum/albums/media/bulk', (b) =>
        b.headers(authJson).jsonBody({
          albumId: albumIdInBody,
          urls: ['https://images.example.com/beach.jpg', 'https://videos.example.com/waves.mp4'],
        }),
      )
      .willRespondWith(201, (b) =>
        b.headers(JSON_HEADERS).jsonBody(envelope({ media: eachLike(mediaTemplate(), 2), count: integer(2) }, 'Successfully added 2 media items')),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const result = await mediaClient.createBulk({
          albumId: IDS.album,
          urls: ['https://images.example.com/beach.jpg', 'https://videos.example.com/waves.mp4'],
        });
        expect(result.data.media).toHaveLength(2);
        expect(result.message).toBe('Successfully added 2 media items');
      })));

  it('adds one media item from a URL', () =>
    pact
      .addInteraction()
      .given(STATES.album)
      .uponReceiving('a creation of one media item from a URL with a caption')
      .withRequest('POST', '/api/v1/abialbum/albums/media', (b) =>
        b.headers(authJson).jsonBody({ albumId: albumIdInBody, url: 'https://images.example.com/beach.jpg', caption: 'Beach' }),
      )
      .willRespondWith(201, (b) =>
        b.headers(JSON_HEADERS).jsonBody(envelope({ media: mediaTemplate({ caption: like('Beach') }) }, 'Successfully added 1 media items')),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const result = await mediaClient.createMedia({ albumId: IDS.album, url: 'https://images.example.com/beach.jpg', caption: 'Beach' });
        expect(result.data.media.caption).toBe('Beach');
      })));

  it("lists the album's media for its owner", () =>
    pact
      .addInteraction()
      .given(STATES.approvedMedia)
      .uponReceiving("a request for an album's media by its owner")
      .withRequest('GET', albumPath('/media'), (b) => b.headers(userBearer))
      .willRespondWith(200, (b) =>
        b
          .headers(JSON_HEADERS)
          // The tiles show each item's comment and reaction counts (issue 13).
          .jsonBody(envelope({ media: eachLike(mediaTemplate({ commentCount: integer(0), reactionCount: integer(0) })), pagination: paginationTemplate() })),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await mediaClient.listAlbumMedia(IDS.album);
        expect(data.media[0]?.uploader.name).toBeTruthy();
        expect([typeof data.media[0]?.commentCount, typeof data.media[0]?.reactionCount]).toEqual(['number', 'number']);
        expect(typeof data.pagination.hasNextPage).toBe('boolean');
      })));

  it("lists one section's media", () =>
    pact
      .addInteraction()
      .given(STATES.approvedMedia)
      .uponReceiving("a request for a section's media by the album owner")
      .withRequest('GET', albumPath('/media'), (b) =>
        b.headers(userBearer).query({ sectionId: fromProviderState('${sectionId}', IDS.section) }),
      )
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(
          envelope({ media: eachLike(mediaTemplate({ sectionId: string(IDS.section) })), pagination: paginationTemplate() }),
        ),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await mediaClient.listAlbumMedia(IDS.album, { sectionId: IDS.section });
        expect(data.media[0]?.sectionId).toBe(IDS.section);
      })));

  it('reads one media item: a video with its playback copy, the original kept as the download', () =>
    pact
      .addInteraction()
      .given(STATES.playableVideo)
      .uponReceiving("a request for one media item whose video's playback copy is ready")
      .withRequest('GET', mediaPath('/albums/media'), (b) => b.headers(userBearer))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(
          envelope({
            media: mediaTemplate(playableVideoFields()),
          }),
        ),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await mediaClient.getMedia(IDS.media);
        expect(data.media).toMatchObject({ type: 'VIDEO', playbackStatus: 'ready', playbackUrl: '/api/v1/files/clip-play.mp4', url: '/api/v1/files/clip.mov' });
      })));

  it("changes a media item's caption", () =>
    pact
      .addInteraction()
      .given(STATES.approvedMedia)
      .uponReceiving('a caption change of a media item by the album owner')
      .withRequest('PUT', mediaPath('/albums/media'), (b) => b.headers(authJson).jsonBody({ caption: 'Sunset' }))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(envelope({ media: mediaTemplate({ caption: like('Sunset') }) }, 'Media updated successfully')),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await mediaClient.updateMedia(IDS.media, { caption: 'Sunset' });
        expect(data.media.caption).toBe('Sunset');
      })));

  it('deletes a media item', () =>
    pact
      .addInteraction()
      .given(STATES.approvedMedia)
      .uponReceiving('a deletion of a media item by the album owner')
      .withRequest('DELETE', mediaPath('/albums/media'), (b) => b.headers(userBearer))
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody({ success: true, data: null, message: 'Media deleted successfully' }))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        expect((await mediaClient.deleteMedia(IDS.media)).message).toBe('Media deleted successfully');
      })));
});

describe('media client against svc-media: highlights', () => {
  it('makes an approved media item a highlight', () =>
    pact
      .addInteraction()
      .given(STATES.approvedMedia)
      .uponReceiving('a request to add an existing media item to the highlights')
      .withRequest('POST', '/api/v1/abialbum/albums/highlights/add-existing', (b) =>
        b.headers(authJson).jsonBody({ albumId: albumIdInBody, mediaId: mediaIdInBody }),
      )
      .willRespondWith(201, (b) =>
        b.headers(JSON_HEADERS).jsonBody(envelope({ highlight: highlightTemplate({ mediaId: string(IDS.media) }) }, 'Media added to highlights!')),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const result = await mediaClient.addExistingHighlight({ albumId: IDS.album, mediaId: IDS.media });
        expect(result.message).toBe('Media added to highlights!');
        expect(result.data.highlight.mediaId).toBe(IDS.media);
      })));

  it('creates a highlight from a URL', () =>
    pact
      .addInteraction()
      .given(STATES.album)
      .uponReceiving('a creation of a highlight from a URL')
      .withRequest('POST', '/api/v1/abialbum/albums/highlights', (b) =>
        b.headers(authJson).jsonBody({ albumId: albumIdInBody, url: 'https://videos.example.com/party.mp4', caption: 'Party', type: 'VIDEO' }),
      )
      .willRespondWith(201, (b) =>
        b.headers(JSON_HEADERS).jsonBody(
          envelope({ highlight: highlightTemplate({ type: 'VIDEO', caption: like('Party') }) }, 'Highlight created successfully!'),
        ),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const result = await mediaClient.createHighlightFromUrl({
          albumId: IDS.album,
          url: 'https://videos.example.com/party.mp4',
          caption: 'Party',
          type: 'VIDEO',
        });
        expect(result.data.highlight.type).toBe('VIDEO');
      })));

  it("lists an album's highlights", () =>
    pact
      .addInteraction()
      .given(STATES.highlight)
      .uponReceiving("a request for an album's highlights")
      .withRequest('GET', albumPath('/highlights'), (b) => b.headers(userBearer))
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(envelope({ highlights: eachLike(highlightTemplate()) })))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await mediaClient.listHighlights(IDS.album);
        expect(data.highlights.length).toBeGreaterThan(0);
      })));

  it("asks for the link to an album's ZIP", () =>
    pact
      .addInteraction()
      .given(STATES.album)
      .uponReceiving("a request for the download link of the owner's album")
      .withRequest('GET', albumPath('/media/download-link'), (b) => b.headers(userBearer))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(envelope({ url: like(`/api/v1/abialbum/albums/${IDS.album}/media/download?expires=1795662900000&signature=abc`) })),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await mediaClient.downloadLink(IDS.album);
        expect(data.url).toContain('/media/download?');
      })));

  const highlightPath = () => statePath('/albums/highlights/${highlightId}', `/albums/highlights/${IDS.highlight}`);

  it("reads one highlight of its own video whose playback copy is ready (the viewer asks while it is prepared)", () =>
    pact
      .addInteraction()
      .given(STATES.playableHighlight)
      .uponReceiving("a request for one highlight whose video's playback copy is ready")
      .withRequest('GET', highlightPath(), (b) => b.headers(userBearer))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(
          envelope({
            highlight: highlightTemplate({ mediaId: null, ...playableVideoFields() }),
          }),
        ),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await mediaClient.getHighlight(IDS.highlight);
        expect(data.highlight).toMatchObject({ mediaId: null, type: 'VIDEO', playbackStatus: 'ready', playbackUrl: '/api/v1/files/clip-play.mp4' });
      })));

  it("changes a highlight's caption", () =>
    pact
      .addInteraction()
      .given(STATES.highlight)
      .uponReceiving('a caption change of a highlight by the album owner')
      .withRequest('PUT', highlightPath(), (b) => b.headers(authJson).jsonBody({ caption: 'Golden hour' }))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(envelope({ highlight: highlightTemplate({ caption: like('Golden hour') }) }, 'Highlight updated successfully!')),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const result = await mediaClient.updateHighlight(IDS.highlight, { caption: 'Golden hour' });
        expect(result.message).toBe('Highlight updated successfully!');
        expect(result.data.highlight.caption).toBe('Golden hour');
      })));

  it("replaces a highlight's media with a URL", () =>
    pact
      .addInteraction()
      .given(STATES.highlight)
      .uponReceiving("a replacement of a highlight's media by a URL, by the album owner")
      .withRequest('PUT', highlightPath(), (b) =>
        b.headers(authJson).jsonBody({ url: 'https://videos.example.com/dance.webm', caption: 'Dance', type: 'VIDEO' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(
          envelope(
            { highlight: highlightTemplate({ type: 'VIDEO', url: string('https://videos.example.com/dance.webm'), caption: like('Dance'), mediaId: null }) },
            'Highlight updated successfully!',
          ),
        ),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await mediaClient.updateHighlight(IDS.highlight, { url: 'https://videos.example.com/dance.webm', caption: 'Dance', type: 'VIDEO' });
        expect(data.highlight).toMatchObject({ type: 'VIDEO', url: 'https://videos.example.com/dance.webm', mediaId: null });
      })));

  it('removes a highlight', () =>
    pact
      .addInteraction()
      .given(STATES.highlight)
      .uponReceiving('a removal of a highlight by the album owner')
      .withRequest('DELETE', highlightPath(), (b) => b.headers(userBearer))
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody({ success: true, data: null, message: 'Highlight removed successfully' }))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        expect((await mediaClient.removeHighlight(IDS.highlight)).message).toBe('Highlight removed successfully');
      })));
});

describe('media client against svc-media: approvals and uploads pages', () => {
  const pendingMedia = () => mediaTemplate({ status: 'pending', uploader: { id: string(IDS.ana), name: string('Ana Silva') } });

  it("lists the uploads awaiting the owner's approval, with the counts", () =>
    pact
      .addInteraction()
      .given(STATES.pendingUpload)
      .uponReceiving('a request for the pending media of an album by its owner')
      .withRequest('GET', albumPath('/media/pending'), (b) => b.headers(userBearer))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(envelope({ media: eachLike(pendingMedia()), counts: countsTemplate(), pagination: paginationTemplate() })),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await mediaClient.pendingMedia(IDS.album);
        expect(data.counts.PENDING).toBeGreaterThan(0);
        expect(data.media[0]?.status).toBe('pending');
      })));

  it('lists the media to manage by status and uploader', () =>
    pact
      .addInteraction()
      .given(STATES.pendingUpload)
      .uponReceiving("a request for an album's pending media of one uploader by its owner")
      .withRequest('GET', albumPath('/media/manage'), (b) =>
        b.headers(userBearer).query({ status: 'pending', uploaderId: fromProviderState('${uploaderId}', IDS.ana) }),
      )
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(envelope({ media: eachLike(pendingMedia()), counts: countsTemplate(), pagination: paginationTemplate() })),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await mediaClient.manageMedia(IDS.album, { status: 'pending', uploaderId: IDS.ana });
        expect(data.media[0]?.uploader.id).toBe(IDS.ana);
      })));

  it("pages through an album's approved media for its owner", () =>
    pact
      .addInteraction()
      .given(STATES.approvedMedia)
      .uponReceiving("a request for a page of an album's approved media by its owner")
      .withRequest('GET', albumPath('/media/manage'), (b) => b.headers(userBearer).query({ status: 'approved', page: '1', limit: '60' }))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(envelope({ media: eachLike(mediaTemplate({ status: 'approved' })), counts: countsTemplate(), pagination: paginationTemplate() })),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await mediaClient.manageMedia(IDS.album, { status: 'approved', page: 1, limit: 60 });
        expect(data.media.every((item) => item.status === 'approved')).toBe(true);
      })));

  it('approves a pending upload', () =>
    pact
      .addInteraction()
      .given(STATES.pendingUpload)
      .uponReceiving('an approval of a pending upload by the album owner')
      .withRequest('PATCH', albumMediaPath('/approve'), (b) => b.headers(userBearer))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(envelope({ media: mediaTemplate({ status: 'approved' }) }, 'Media approved successfully!')),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const result = await mediaClient.approveMedia(IDS.album, IDS.media);
        expect(result.message).toBe('Media approved successfully!');
        expect(result.data.media.status).toBe('approved');
      })));

  it('rejects a pending upload with a reason', () =>
    pact
      .addInteraction()
      .given(STATES.pendingUpload)
      .uponReceiving('a rejection of a pending upload with a reason by the album owner')
      .withRequest('PATCH', albumMediaPath('/reject'), (b) => b.headers(authJson).jsonBody({ rejectionReason: 'Blurry' }))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(
          envelope({ media: mediaTemplate({ status: 'rejected', rejectionReason: 'Blurry' }) }, 'Media rejected'),
        ),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const result = await mediaClient.rejectMedia(IDS.album, IDS.media, 'Blurry');
        expect(result.data.media.rejectionReason).toBe('Blurry');
      })));

  it('approves a selection of pending uploads at once', () =>
    pact
      .addInteraction()
      .given(STATES.pendingUpload)
      .uponReceiving('a bulk approval of pending uploads by the album owner')
      .withRequest('PATCH', albumPath('/media/bulk-approve'), (b) => b.headers(authJson).jsonBody({ mediaIds: [mediaIdInBody] }))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(
          envelope({ media: eachLike(mediaTemplate({ status: 'approved' })), approvedCount: integer(1), notFound: integer(0) }, 'Media approved successfully!'),
        ),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await mediaClient.bulkApprove(IDS.album, [IDS.media]);
        expect(data.approvedCount).toBe(1);
      })));

  it("is told that a media item that is not in the album can't be approved", () =>
    pact
      .addInteraction()
      .given(STATES.album)
      .uponReceiving('an approval of a media item that does not exist')
      .withRequest('PATCH', albumPath(`/media/${IDS.media}/approve`), (b) => b.headers(userBearer))
      .willRespondWith(404, (b) => b.headers(JSON_HEADERS).jsonBody({ success: false, message: 'Media not found' }))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const failure = await mediaClient.approveMedia(IDS.album, IDS.media).catch((e: unknown) => e);
        expect(failure).toMatchObject({ status: 404, message: 'Media not found' });
      })));

  it("lists a user's uploads for their public page, without a token", () =>
    pact
      .addInteraction()
      .given(STATES.anaUploads)
      .uponReceiving("a visitor request for a user's uploaded media")
      .withRequest('GET', '/api/v1/abialbum/users/media', (b) => b.query({ userId: fromProviderState('${userId}', IDS.ana) }))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(
          envelope({
            mediauploaded: eachLike({ ...mediaTemplate({ uploader: { id: string(IDS.ana), name: string('Ana Silva') } }), albumTitle: string('Ana Album') }),
            pagination: paginationTemplate(),
          }),
        ),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url, false);
        const { data } = await mediaClient.userMedia(IDS.ana);
        expect(data.mediauploaded[0]?.albumTitle).toBeTruthy();
      })));

  it("lists the signed-in member's own uploads to an album by status", () =>
    pact
      .addInteraction()
      .given(STATES.myPendingUpload)
      .uponReceiving("a request for the signed-in user's pending uploads to one album")
      .withRequest('GET', '/api/v1/abialbum/users/me/uploaded-media', (b) =>
        b.headers(userBearer).query({ albumId: fromProviderState('${albumId}', IDS.album), status: 'pending' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(
          envelope({ media: eachLike(mediaTemplate({ status: 'pending' })), counts: countsTemplate(), pagination: paginationTemplate() }),
        ),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await mediaClient.myUploads({ albumId: IDS.album, status: 'pending' });
        expect(data.media[0]?.status).toBe('pending');
      })));
});
