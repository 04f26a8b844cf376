import { activityExportItems, mediaExportItems } from '@abialbum/contracts';
import { aPictureByUrl, comment, react } from './support/activity';
import { anAlbum, approveMember, aUser } from './support/albums';
import { aHighlightOf, aMedia, call } from './support/media';
import { startService, TEST_INTERNAL_TOKEN, type Service } from './support/service';

describe('the export of live media other services repair their read models from (GET /internal/media)', () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startService();
  });
  afterAll(() => svc.close());

  const exportLines = async (token?: string, what = 'media') => {
    const res = await fetch(`${svc.url}/internal/${what}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const text = await res.text();
    return { status: res.status, type: res.headers.get('content-type'), lines: text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>) };
  };

  it('answers every live item as its events tell it, then a trailer with their count; deleted items are not in it', async () => {
    const owner = await aUser(svc);
    const member = await aUser(svc);
    const album = await anAlbum(svc, owner);
    await approveMember(svc, album.id, member.id);
    const mine = await aMedia(svc, owner.token, album.id, { caption: 'Harbour' });
    const pending = await aMedia(svc, member.token, album.id, { caption: 'Pier' });
    const gone = await aMedia(svc, owner.token, album.id);
    expect((await call(svc, 'DELETE', `/albums/media/${gone.id}`, owner.token)).status).toBe(200);

    const { status, type, lines } = await exportLines(TEST_INTERNAL_TOKEN);
    expect([status, type]).toEqual([200, 'application/x-ndjson']);
    const trailer = lines.at(-1);
    const items = lines.slice(0, -1).map((line) => mediaExportItems.media.parse(line));
    expect(trailer).toEqual({ end: true, count: items.length });
    const ofAlbum = items.filter((item) => item.albumId === album.id);
    expect(ofAlbum.map((item) => [item.mediaId, item.status, item.caption]).sort()).toEqual(
      [
        [mine.id, 'approved', 'Harbour'],
        [pending.id, 'pending', 'Pier'],
      ].sort(),
    );
    expect(ofAlbum.every((item) => item.revision >= 1 && item.uploaderId !== '')).toBe(true);

    const highlight = await aHighlightOf(svc, owner.token, album.id, mine.id);
    const highlights = await exportLines(TEST_INTERNAL_TOKEN, 'highlights');
    const states = highlights.lines.slice(0, -1).map((line) => mediaExportItems.highlights.parse(line));
    expect(highlights.lines.at(-1)).toEqual({ end: true, count: states.length });
    expect(states.filter((state) => state.albumId === album.id)).toEqual([
      expect.objectContaining({ highlightId: highlight.id, mediaId: mine.id, caption: highlight.caption, playbackStatus: null, playbackUrl: null, revision: 1 }),
    ]);
  });

  it("answers every live comment and every user's reaction, for svc-content's figures", async () => {
    const owner = await aUser(svc);
    const fan = await aUser(svc);
    const album = await anAlbum(svc, owner);
    const item = await aPictureByUrl(svc, owner.token, album.id);
    const kept = (await comment(svc, item.id, 'Stays', fan.token)).body.data.comment;
    const gone = (await comment(svc, item.id, 'Goes', fan.token)).body.data.comment;
    await call(svc, 'DELETE', `/albums/media/comments/${gone.id}`, fan.token);
    await react(svc, item.id, 'wow', fan.token);
    await react(svc, item.id, 'clap', owner.token);
    await react(svc, item.id, 'clap', owner.token);

    const comments = await exportLines(TEST_INTERNAL_TOKEN, 'comments');
    const states = comments.lines.slice(0, -1).map((line) => activityExportItems.comments.parse(line));
    expect(comments.lines.at(-1)).toEqual({ end: true, count: states.length });
    expect(states.filter((state) => state.mediaId === item.id)).toEqual([
      { commentId: kept.id, mediaId: item.id, albumId: album.id, authorId: fan.id, createdAt: kept.createdAt },
    ]);
    const reactions = await exportLines(TEST_INTERNAL_TOKEN, 'reactions');
    const mine = reactions.lines.slice(0, -1).map((line) => activityExportItems.reactions.parse(line)).filter((r) => r.mediaId === item.id);
    expect(mine.map((r) => [r.userId, r.kind, r.revision]).sort()).toEqual(
      [
        [fan.id, 'wow', 1],
        [owner.id, null, 2],
      ].sort(),
    );
  });

  it('is unknown to a caller without the platform token, as to anyone through the gateway', async () => {
    expect((await exportLines()).status).toBe(404);
    expect((await exportLines('not-the-token-but-long-enough-anyway')).status).toBe(404);
    expect((await exportLines(undefined, 'highlights')).status).toBe(404);
  });
});
