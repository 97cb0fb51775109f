import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionState, type SessionStore } from './session.ts';

/**
 * Who is signed in, following the server live ('loading' during the prerender, the
 * hydration and until the server has answered). Tests pass a store of their own.
 */
export function useSession(store: SessionStore = sessionStore): SessionState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}
