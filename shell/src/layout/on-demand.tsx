import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '../app/error-boundary';

interface OnDemandProps {
  /** Shown while the part's chunk (and its texts) load: nothing, or a placeholder that keeps its place. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * A part of the top-bar layout that loads when it is needed (a `lazy` component: the bell, the verification banner,
 * the search suggestions). Nothing shows while it loads, or `fallback`; a part whose chunk cannot be loaded (the
 * network dropped) is left out, without an error on the page: the rest of the page goes on working.
 */
export function OnDemand({ fallback = null, children }: OnDemandProps) {
  return (
    <ErrorBoundary logAs="A part of the page could not be loaded" fallback={null}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}
