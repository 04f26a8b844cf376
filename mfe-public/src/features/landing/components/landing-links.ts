/** Where the featured-album panels lead: its public profile, or Explore when none is configured. */
export const featuredPath = (albumId: string | null) =>
  albumId ? `/abialbum/profile/${encodeURIComponent(albumId)}` : '/abialbum/home';
