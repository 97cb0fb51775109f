import { useEffect, useState } from 'react';

/** `pending` until the browser answers; `on` while the screen is kept awake. */
export type WakeLockStatus = 'pending' | 'on' | 'unavailable';

const supported = () =>
  typeof navigator !== 'undefined' && 'wakeLock' in navigator && Boolean(navigator.wakeLock);

/**
 * Keeps the screen awake while the calling component is mounted, with the Screen Wake
 * Lock API where the browser has it. The browser drops the lock whenever the page is
 * hidden, so it is asked again each time the page comes back. Never throws: a browser
 * without the API, or one that refuses (battery saver, policy), answers `unavailable`.
 */
export function useWakeLock(): WakeLockStatus {
  const [status, setStatus] = useState<WakeLockStatus>(() =>
    supported() ? 'pending' : 'unavailable',
  );

  useEffect(() => {
    if (!supported()) return;
    let mounted = true;
    let sentinel: WakeLockSentinel | null = null;
    let requesting = false;

    async function request() {
      if (!mounted || sentinel || requesting || document.visibilityState !== 'visible') return;
      requesting = true;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (!mounted) {
          void lock.release().catch(() => {});
          return;
        }
        sentinel = lock;
        setStatus('on');
        lock.addEventListener('release', () => {
          if (sentinel !== lock) return;
          sentinel = null;
          // NOTE: released while still shown means the system took it back; ask again.
          if (mounted && document.visibilityState === 'visible') void request();
        });
      } catch {
        if (mounted) setStatus('unavailable');
      } finally {
        requesting = false;
      }
    }

    const onVisibilityChange = () => void request();
    void request();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      mounted = false;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      const held = sentinel;
      sentinel = null;
      void held?.release().catch(() => {});
    };
  }, []);

  return status;
}
