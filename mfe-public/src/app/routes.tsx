import type { ComponentType } from 'react';
import About from '../exposes/About';
import AccountEmail from '../exposes/AccountEmail';
import AlbumDetail from '../exposes/AlbumDetail';
import Contact from '../exposes/Contact';
import Explore from '../exposes/Explore';
import ForgotPassword from '../exposes/ForgotPassword';
import Friends from '../exposes/Friends';
import Landing from '../exposes/Landing';
import Login from '../exposes/Login';
import Profile from '../exposes/Profile';
import ResetPassword from '../exposes/ResetPassword';
import Search from '../exposes/Search';
import ShareLink from '../exposes/ShareLink';
import SharedSection from '../exposes/SharedSection';
import Signup from '../exposes/Signup';
import Terms from '../exposes/Terms';
import TopAlbums from '../exposes/TopAlbums';
import UserUploads from '../exposes/UserUploads';
import VerifyEmail from '../exposes/VerifyEmail';

/** This remote's screens at their SPEC section 2 paths; the shell has the same table for production. */
export const routes: ReadonlyArray<{ path: string; Component: ComponentType }> = [
  { path: '/abialbum/landing', Component: Landing },
  { path: '/abialbum/dashboard', Component: Landing },
  { path: '/abialbum/home', Component: Explore },
  { path: '/abialbum/login', Component: Login },
  { path: '/abialbum/signup', Component: Signup },
  { path: '/abialbum/forgot-password', Component: ForgotPassword },
  { path: '/abialbum/reset-password', Component: ResetPassword },
  { path: '/abialbum/verify-email', Component: VerifyEmail },
  { path: '/abialbum/account/email', Component: AccountEmail },
  { path: '/abialbum/about', Component: About },
  { path: '/abialbum/terms', Component: Terms },
  { path: '/abialbum/friends', Component: Friends },
  { path: '/abialbum/contact', Component: Contact },
  { path: '/abialbum/top-albums', Component: TopAlbums },
  { path: '/abialbum/search', Component: Search },
  { path: '/abialbum/album/:albumId', Component: AlbumDetail },
  { path: '/abialbum/albums/:albumId', Component: AlbumDetail },
  { path: '/abialbum/profile/:albumId', Component: Profile },
  { path: '/abialbum/shared-section/:sectionId', Component: SharedSection },
  { path: '/abialbum/s/:key', Component: ShareLink },
  { path: '/abialbum/user-uploads/:userId', Component: UserUploads },
];
