import { randomBytes } from 'node:crypto';
import type { AboutUpdate, AlbumEventData, MediaEventData, TermsUpdate, UserSnapshot } from '@abialbum/contracts';

export const anId = () => randomBytes(12).toString('hex');

export const aUserSnapshot = (over: Partial<UserSnapshot> = {}): UserSnapshot => ({
  userId: anId(),
  name: 'Ana Lima',
  email: `${anId()}@example.test`,
  phone: null,
  profileImage: null,
  city: null,
  state: null,
  country: null,
  isBlocked: false,
  showcreateAlbumModal: true,
  revision: 1,
  ...over,
});

export const anAlbum = (over: Partial<AlbumEventData> = {}): AlbumEventData => ({
  albumId: anId(),
  ownerId: anId(),
  title: 'Summer in Lisbon',
  description: '',
  isPublic: true,
  isBlocked: false,
  revision: 1,
  ...over,
});

export const anAbout = (over: Partial<AboutUpdate> = {}): AboutUpdate => ({
  title: 'About AbiAlbum',
  content: 'AbiAlbum keeps your photos and videos together.',
  mission: 'Help people share memories.',
  vision: 'Every memory in one place.',
  features: [
    { icon: '📷', title: 'Photo and video storage', description: 'Keep everything safe.' },
    { title: 'Easy sharing', description: 'Share a section with a link.' },
  ],
  ...over,
});

export const someTerms = (over: Partial<TermsUpdate> = {}): TermsUpdate => ({
  title: 'Terms and Conditions',
  content: '1. ACCEPTANCE OF TERMS\nBy using AbiAlbum you agree.\n- Be kind',
  effectiveDate: '2025-03-01',
  version: '2.1',
  ...over,
});

export const aMedia = (over: Partial<MediaEventData> = {}): MediaEventData => ({
  mediaId: anId(),
  albumId: anId(),
  sectionId: null,
  uploaderId: anId(),
  type: 'IMAGE',
  url: '/api/v1/files/photo.jpg',
  thumbnailUrl: null,
  displayUrl: null,
  placeholder: null,
  width: null,
  height: null,
  duration: null,
  caption: '',
  status: 'pending',
  rejectionReason: null,
  createdAt: new Date().toISOString(),
  revision: 1,
  ...over,
});
