import { useNavigate, type NavigateOptions, type To } from 'react-router-dom';

/**
 * The shell registers its router's navigate function here so that code outside React (the API
 * client's 401 rule) can move the user without touching window.location.
 */
export type Navigator = (to: To, options?: NavigateOptions) => void;

let navigator: Navigator | null = null;

export function setNavigator(next: Navigator | null): void {
  navigator = next;
}

export function navigateTo(to: To, options?: NavigateOptions): void {
  if (navigator) navigator(to, options);
}

/** The router's navigate function, for remotes: they never change window.location themselves. */
export function useAppNavigate(): Navigator {
  return useNavigate();
}

export const LOGIN_PATH = '/abialbum/login';
export const ADMIN_LOGIN_PATH = '/abialbum/admin/login';
