import { api } from './http';

/** One card of the About page's 'Why Choose' grid; the icon is an optional emoji. */
export interface AboutFeature {
  icon?: string;
  title: string;
  description: string;
}

/** SPEC section 3 "About content". `updatedBy` and `updatedAt` are set by the server. */
export interface AboutContent {
  title: string;
  content: string;
  mission: string;
  vision: string;
  features: AboutFeature[];
  updatedBy?: string | null;
  updatedAt?: string | null;
}

/** SPEC section 3 "Terms content"; `effectiveDate` is an ISO date. */
export interface TermsContent {
  title: string;
  content: string;
  effectiveDate: string;
  version: string;
  updatedBy?: string | null;
  updatedAt?: string | null;
}

export type AboutInput = Pick<AboutContent, 'title' | 'content' | 'mission' | 'vision' | 'features'>;
export type TermsInput = Pick<TermsContent, 'title' | 'content' | 'effectiveDate' | 'version'>;

export interface AdminContent {
  aboutPage: AboutContent | null;
  termsAndConditions: TermsContent | null;
}

export interface PublicStats {
  totalUsers: number;
  totalAlbums: number;
  totalAlbumOwners: number;
  totalMedia: number;
  publicAlbums: number;
}

export interface AdminStats {
  totalUsers: number;
  totalAlbums: number;
  blockedUsers: number;
  blockedAlbums: number;
  totalMedia: number;
  totalComments: number;
  totalReactions: number;
}

/**
 * svc-content as the front ends see it: the About and Terms pages, their admin editor, and the
 * statistics read model. Public reads carry no token so a stale session never affects a visitor.
 */
export const contentClient = {
  /** `data` is null when nothing was ever saved. */
  about: () => api.get<AboutContent | null>('abialbum/content/about', { auth: 'none' }),
  terms: () => api.get<TermsContent | null>('abialbum/content/terms', { auth: 'none' }),
  publicStats: () => api.get<PublicStats>('abialbum/stats', { auth: 'none' }),

  adminAll: () => api.get<AdminContent>('abialbum/content/admin/all', { auth: 'admin' }),
  saveAbout: (body: AboutInput) => api.post<AboutContent>('abialbum/content/admin/about', body, { auth: 'admin' }),
  saveTerms: (body: TermsInput) => api.post<TermsContent>('abialbum/content/admin/terms', body, { auth: 'admin' }),
  adminStats: () => api.get<{ stats: AdminStats }>('abialbum/admin/stats', { auth: 'admin' }),
};
