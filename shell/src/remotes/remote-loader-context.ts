import { createContext, type ComponentType } from 'react';
import { loadRemoteComponent, resetRemote } from './remote-registry';

export interface RemoteLoader {
  load(id: string): Promise<ComponentType>;
  reset(id: string): Promise<void>;
}

/** How route components are fetched; tests hand in their own loader. */
export const RemoteLoaderContext = createContext<RemoteLoader>({ load: loadRemoteComponent, reset: resetRemote });
