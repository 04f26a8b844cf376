/**
 * Who gets what from every operation of the public API that is not open to anyone (its `x-access` in the
 * gateway's document is `optional`, `user` or `admin`): one row per operation, one expected status per caller.
 * An operation of the document with no row here fails the matrix, so a new route needs its row.
 *
 * The callers, about the arranged world (authorization-world.ts): an owner's private album with a section, an
 * approved picture, a highlight and pending join requests; an approved member; a stranger (signed in, neither);
 * the seeded admin. Bad tokens are the owner's (the admin's on admin routes) with the signature changed, expired
 * (signed by an unknown key), or unsigned (`alg: none`): 401 everywhere (operation.ts: a bad token always is).
 * A stranger meets a private album as SPEC 6 says ("Private albums answer 403 on the profile"), and anyone but
 * the owner gets 403 where the owner's things are managed (SPEC 6: "403 in general maps to 'Access denied...'").
 * A permitted caller gets its success status, or a refusal of its input (400, 409), never 401 or 403.
 * An admin's token is a user's only on admin routes; on user routes it is refused with 403 (`requireUser`).
 */
export const CALLERS = ['none', 'tampered', 'expired', 'algNone', 'stranger', 'member', 'admin', 'owner'] as const;
export type Caller = (typeof CALLERS)[number];
export type Row = Record<Caller, number>;

/** The bad tokens: refused on every operation that reads a token. */
const BAD = { tampered: 401, expired: 401, algNone: 401 } as const;
const A = '/api/v1/abialbum';

export const AUTHORIZATION_TABLE: Record<string, Row> = {
  // svc-albums: albums
  [`POST ${A}/albums`]: { none: 401, ...BAD, stranger: 201, member: 201, admin: 403, owner: 409 },
  [`GET ${A}/albums/my`]: { none: 401, ...BAD, stranger: 200, member: 200, admin: 403, owner: 200 },
  [`GET ${A}/albums/{id}`]: { none: 403, ...BAD, stranger: 403, member: 200, admin: 403, owner: 200 },
  [`PUT ${A}/albums/{id}`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 403, owner: 200 },
  [`DELETE ${A}/albums/{id}`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 403, owner: 200 },
  // sections
  [`POST ${A}/albums/sections`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 403, owner: 201 },
  [`GET ${A}/albums/{id}/sections`]: { none: 403, ...BAD, stranger: 403, member: 200, admin: 403, owner: 200 },
  [`PUT ${A}/albums/sections/{id}`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 403, owner: 200 },
  [`DELETE ${A}/albums/sections/{id}`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 403, owner: 200 },
  // share links (issue 27 item 2): the owner's alone; what a link opens is public (its key is the access)
  [`GET ${A}/albums/{id}/share-links`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 403, owner: 200 },
  [`POST ${A}/albums/{id}/share-links`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 403, owner: 201 },
  [`DELETE ${A}/albums/{id}/share-links/{linkId}`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 403, owner: 200 },
  [`POST ${A}/albums/{id}/share-links/{linkId}/replace`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 403, owner: 201 },
  // join requests
  [`POST ${A}/albums/{id}/join-request`]: { none: 401, ...BAD, stranger: 409, member: 409, admin: 403, owner: 400 },
  [`GET ${A}/albums/{id}/join-requests`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 403, owner: 200 },
  [`PATCH ${A}/albums/{id}/join-requests/{requestId}/approve`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 403, owner: 200 },
  [`PATCH ${A}/albums/{id}/join-requests/{requestId}/reject`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 403, owner: 200 },
  [`DELETE ${A}/albums/{id}/join-requests/{requestId}`]: { none: 401, ...BAD, stranger: 200, member: 403, admin: 403, owner: 403 },
  [`GET ${A}/albums/{id}/check-upload-permission`]: { none: 401, ...BAD, stranger: 403, member: 200, admin: 403, owner: 200 },
  [`GET ${A}/users/me/join-requests`]: { none: 401, ...BAD, stranger: 200, member: 200, admin: 403, owner: 200 },
  [`GET ${A}/users/joined-albums`]: { none: 401, ...BAD, stranger: 200, member: 200, admin: 403, owner: 200 },
  // following
  [`POST ${A}/social/albums/{id}/follow`]: { none: 401, ...BAD, stranger: 403, member: 200, admin: 403, owner: 400 },
  [`POST ${A}/social/albums/{id}/unfollow`]: { none: 401, ...BAD, stranger: 403, member: 200, admin: 403, owner: 200 },
  [`GET ${A}/social/albums/followed`]: { none: 401, ...BAD, stranger: 200, member: 200, admin: 403, owner: 200 },
  [`GET ${A}/social/albums/{id}/followers/count`]: { none: 403, ...BAD, stranger: 403, member: 200, admin: 403, owner: 200 },
  [`GET ${A}/social/albums/{id}/follow-status`]: { none: 403, ...BAD, stranger: 403, member: 200, admin: 403, owner: 200 },
  [`GET ${A}/albums/{id}/followers`]: { none: 403, ...BAD, stranger: 403, member: 200, admin: 403, owner: 200 },
  // what visitors read
  [`GET ${A}/userprofile/album/{id}`]: { none: 403, ...BAD, stranger: 403, member: 200, admin: 403, owner: 200 },
  [`GET ${A}/userprofile/shared-album/{id}`]: { none: 403, ...BAD, stranger: 403, member: 200, admin: 403, owner: 200 },
  // albums for admins
  [`GET ${A}/admin/albums`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 200, owner: 403 },
  [`GET ${A}/admin/albums/{id}/media`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 200, owner: 403 },
  [`PUT ${A}/admin/albums/{id}/block`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 200, owner: 403 },
  // notifications: each user's own (an id naming none of theirs is 404); the stream needs Accept: text/event-stream (406)
  [`GET ${A}/notifications`]: { none: 401, ...BAD, stranger: 200, member: 200, admin: 403, owner: 200 },
  [`GET ${A}/notifications/unread-count`]: { none: 401, ...BAD, stranger: 200, member: 200, admin: 403, owner: 200 },
  [`PATCH ${A}/notifications/{id}/read`]: { none: 401, ...BAD, stranger: 404, member: 404, admin: 403, owner: 404 },
  [`PATCH ${A}/notifications/read-all`]: { none: 401, ...BAD, stranger: 200, member: 200, admin: 403, owner: 200 },
  [`GET ${A}/notifications/stream`]: { none: 401, ...BAD, stranger: 406, member: 406, admin: 403, owner: 406 },

  // svc-media: uploads
  ['POST /api/v1/upload']: { none: 401, ...BAD, stranger: 403, member: 201, admin: 403, owner: 201 },
  ['POST /api/v1/upload/multiple']: { none: 401, ...BAD, stranger: 403, member: 201, admin: 403, owner: 201 },
  ['POST /api/v1/upload/profile-image']: { none: 201, ...BAD, stranger: 201, member: 201, admin: 201, owner: 201 },
  // resumable (tus): an upload answers only the user who started it (the owner here); to anyone else it does not exist
  ['POST /api/v1/upload/resumable']: { none: 401, ...BAD, stranger: 403, member: 201, admin: 403, owner: 201 },
  ['HEAD /api/v1/upload/resumable/{id}']: { none: 401, ...BAD, stranger: 404, member: 404, admin: 403, owner: 200 },
  ['PATCH /api/v1/upload/resumable/{id}']: { none: 401, ...BAD, stranger: 404, member: 404, admin: 403, owner: 204 },
  ['DELETE /api/v1/upload/resumable/{id}']: { none: 401, ...BAD, stranger: 404, member: 404, admin: 403, owner: 204 },
  // media
  [`POST ${A}/albums/media`]: { none: 401, ...BAD, stranger: 403, member: 201, admin: 403, owner: 201 },
  [`POST ${A}/albums/media/bulk`]: { none: 401, ...BAD, stranger: 403, member: 201, admin: 403, owner: 201 },
  [`GET ${A}/albums/media/{id}`]: { none: 403, ...BAD, stranger: 403, member: 200, admin: 403, owner: 200 },
  [`PUT ${A}/albums/media/{id}`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 403, owner: 200 },
  [`DELETE ${A}/albums/media/{id}`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 403, owner: 200 },
  [`GET ${A}/albums/{id}/media`]: { none: 403, ...BAD, stranger: 403, member: 200, admin: 403, owner: 200 },
  // approvals
  [`GET ${A}/albums/{id}/media/pending`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 403, owner: 200 },
  [`GET ${A}/albums/{id}/media/manage`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 403, owner: 200 },
  [`PATCH ${A}/albums/{id}/media/bulk-approve`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 403, owner: 200 },
  [`PATCH ${A}/albums/{id}/media/{mediaId}/approve`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 403, owner: 200 },
  [`PATCH ${A}/albums/{id}/media/{mediaId}/reject`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 403, owner: 200 },
  [`GET ${A}/users/me/uploaded-media`]: { none: 401, ...BAD, stranger: 200, member: 200, admin: 403, owner: 200 },
  // highlights
  [`POST ${A}/albums/highlights`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 403, owner: 201 },
  [`PUT ${A}/albums/highlights/{id}`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 403, owner: 200 },
  [`POST ${A}/albums/highlights/add-existing`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 403, owner: 409 },
  [`GET ${A}/albums/{id}/highlights`]: { none: 403, ...BAD, stranger: 403, member: 200, admin: 403, owner: 200 },
  [`GET ${A}/albums/highlights/{id}`]: { none: 403, ...BAD, stranger: 403, member: 200, admin: 403, owner: 200 },
  [`DELETE ${A}/albums/highlights/{id}`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 403, owner: 200 },
  // comments and reactions (the world's comment is the member's)
  [`GET ${A}/albums/media/{id}/comments`]: { none: 403, ...BAD, stranger: 403, member: 200, admin: 403, owner: 200 },
  [`POST ${A}/albums/media/{id}/comments`]: { none: 401, ...BAD, stranger: 403, member: 201, admin: 403, owner: 201 },
  [`PUT ${A}/albums/media/comments/{commentId}`]: { none: 401, ...BAD, stranger: 403, member: 200, admin: 403, owner: 403 },
  [`DELETE ${A}/albums/media/comments/{commentId}`]: { none: 401, ...BAD, stranger: 403, member: 200, admin: 200, owner: 200 },
  [`GET ${A}/albums/media/{id}/reactions`]: { none: 403, ...BAD, stranger: 403, member: 200, admin: 403, owner: 200 },
  [`PUT ${A}/albums/media/{id}/reaction`]: { none: 401, ...BAD, stranger: 403, member: 200, admin: 403, owner: 200 },
  // the owner's Activity tab: the album's latest comments, for its owner and admins only
  [`GET ${A}/albums/{id}/media/comments`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 200, owner: 200 },
  // downloads
  [`GET ${A}/albums/{id}/media/download-link`]: { none: 403, ...BAD, stranger: 403, member: 200, admin: 403, owner: 200 },

  // svc-identity
  [`GET ${A}/users/profile`]: { none: 401, ...BAD, stranger: 200, member: 200, admin: 403, owner: 200 },
  [`PUT ${A}/users/profile`]: { none: 401, ...BAD, stranger: 200, member: 200, admin: 403, owner: 200 },
  [`POST ${A}/users/email/verification`]: { none: 401, ...BAD, stranger: 200, member: 200, admin: 403, owner: 200 },
  [`POST ${A}/users/email/change`]: { none: 401, ...BAD, stranger: 400, member: 400, admin: 403, owner: 400 },
  [`POST ${A}/user/logout`]: { none: 401, ...BAD, stranger: 200, member: 200, admin: 403, owner: 200 },
  [`GET ${A}/user/verify`]: { none: 401, ...BAD, stranger: 200, member: 200, admin: 403, owner: 200 },
  [`POST ${A}/admin/logout`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 200, owner: 403 },
  [`GET ${A}/admin/users`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 200, owner: 403 },
  [`PUT ${A}/admin/users/{id}/block`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 200, owner: 403 },
  [`PUT ${A}/admin/users/{id}/toggle-album-modal`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 200, owner: 403 },

  // svc-content
  [`GET ${A}/content/admin/all`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 200, owner: 403 },
  [`POST ${A}/content/admin/about`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 400, owner: 403 },
  [`POST ${A}/content/admin/terms`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 400, owner: 403 },
  [`GET ${A}/admin/stats`]: { none: 401, ...BAD, stranger: 403, member: 403, admin: 200, owner: 403 },
};

/** Rows whose permitted call ends what the others use: run after every other row. */
export const LAST_ROWS = [`DELETE ${A}/albums/{id}`];
