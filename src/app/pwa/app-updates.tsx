import { useEffect } from 'react';
import { useToast } from '@/ui/use-toast.ts';
import { reloadToast } from './reload-toast.ts';

/**
 * Installs the app (the service worker) once the page has loaded, and offers a reload
 * when a new version is ready. Renders nothing; only the production build registers
 * the worker (development has none, and removes one left by an earlier `npm start`).
 */
export function AppUpdates() {
  const toast = useToast();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    if (import.meta.env.DEV) {
      void navigator.serviceWorker
        .getRegistrations()
        .then((registrations) => registrations.forEach((r) => void r.unregister()));
      return;
    }
    let cancelled = false;
    const start = () => {
      import('./register-service-worker.ts')
        .then(({ registerServiceWorker }) => {
          if (cancelled) return;
          return registerServiceWorker({
            onUpdateReady: (reload) =>
              toast(reloadToast('A new version of Tinies is ready.', reload)),
          });
        })
        .catch((error: unknown) => {
          // The app works without it, only not offline.
          console.warn('The service worker could not be registered:', error);
        });
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', start);
    };
  }, [toast]);
  return null;
}
