import { useEffect, useState } from 'react';
import type { AboutContent } from '@abialbum/web-kit';
import { fetchAbout } from '../api/about.api';

export type AboutState = { status: 'loading' } | { status: 'ready'; about: AboutContent } | { status: 'fallback' } | { status: 'empty' };

/** A failed fetch falls back to the built-in text ('fallback'); an answer with no content at all is 'empty'. */
export function useAbout(): AboutState {
  const [state, setState] = useState<AboutState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    fetchAbout()
      .then((about) => current && setState(about ? { status: 'ready', about } : { status: 'empty' }))
      .catch((error: unknown) => {
        console.error('Failed to fetch about content', error);
        if (current) setState({ status: 'fallback' });
      });
    return () => {
      current = false;
    };
  }, []);

  return state;
}
