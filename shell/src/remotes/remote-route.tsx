import { Suspense, lazy, useContext, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Spinner } from '@abialbum/web-kit';
import { ErrorBoundary } from '../app/error-boundary';
import { RemoteFailed } from './remote-failed';
import { RemoteLoaderContext, type RemoteLoader } from './remote-loader-context';

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyRemote(loader: RemoteLoader, id: string) {
  let component = cache.get(id);
  if (!component) {
    component = lazy(async () => {
      try {
        return { default: await loader.load(id) };
      } catch (error) {
        cache.delete(id);
        throw error;
      }
    });
    cache.set(id, component);
  }
  return component;
}

/** Test hook: forget loaded components between tests. */
export function clearRemoteCache(): void {
  cache.clear();
}

/** A route whose screen lives in a remote, e.g. <RemoteRoute id="public/Login" />. */
export function RemoteRoute({ id }: { id: string }) {
  const loader = useContext(RemoteLoaderContext);
  const [attempt, setAttempt] = useState(0);
  const Component = lazyRemote(loader, id);

  const retry = async () => {
    cache.delete(id);
    await loader.reset(id).catch(() => undefined);
    setAttempt((n) => n + 1);
  };

  return (
    <ErrorBoundary key={`${id}#${attempt}`} logAs="A remote failed to load or render" fallback={<RemoteFailed onRetry={retry} />}>
      <Suspense fallback={<Spinner className="shell-route-spinner" />}>
        <Component />
      </Suspense>
    </ErrorBoundary>
  );
}
