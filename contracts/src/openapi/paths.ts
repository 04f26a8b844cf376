/** The gateway's prefix of the services' own paths: `${API}/albums/{id}` is `/api/v1/abialbum/albums/{id}`. */
export const API = '/api/v1/abialbum';

/*
 * What a path's `{id}` names (an operation's `params`), for the things several operations name; a path with more
 * ids spreads one of these: `{ ...albumId, linkId: 'The share link id.' }`. An id only one file names stays there.
 */
export const albumId = { id: 'The album id.' };
export const sectionId = { id: 'The section id.' };
export const mediaId = { id: 'The media id.' };
export const highlightId = { id: 'The highlight id.' };
export const userId = { id: 'The user id.' };
