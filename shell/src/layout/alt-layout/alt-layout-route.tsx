import { Suspense, lazy } from 'react';
import { Spinner } from '@abialbum/web-kit';

// Its own chunk: the landing page's first load stays within the 170 KiB budget.
const AltLayout = lazy(() => import(/* webpackChunkName: "alt-layout" */ './alt-layout'));

export function AltLayoutRoute() {
  return (
    <Suspense fallback={<Spinner className="shell-route-spinner" />}>
      <AltLayout />
    </Suspense>
  );
}
