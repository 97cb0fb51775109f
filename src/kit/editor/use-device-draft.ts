import { useCallback, useRef, useState } from 'react';
import { readStored, writeStored } from '../use-stored-state.ts';

/** A half-written entry kept on the device, with when it was last written. */
export interface DeviceDraft<T> {
  value: T;
  savedAt: string;
}

const PREFIX = 'tinies-draft:';

export interface DeviceDraftControls<T> {
  /** The draft found when the editor opened, until the person restores or discards it. */
  offered: DeviceDraft<T> | null;
  /** Keeps what is typed now (null: nothing changed, nothing to keep). */
  keep: (value: T | null) => void;
  /** The offered draft's value, no longer offered (the editor starts from it). */
  restore: () => T | null;
  /** Forgets the draft: offered or kept. Call after a save, a discard or Cancel. */
  clear: () => void;
}

/**
 * An editor's unsaved work kept on this device (localStorage) under `key` (the collection
 * and the entry, or "new"), so that leaving by the back gesture, another link or a reload
 * loses nothing: the next time that editor opens, the draft is offered back (see
 * `DraftOffer`). `parse` accepts a stored value or answers null for one that no longer fits.
 * NOTE: while a draft is offered and not yet answered, nothing is written over it.
 */
export function useDeviceDraft<T>(
  key: string | null,
  parse: (value: unknown) => T | null,
): DeviceDraftControls<T> {
  const storageKey = key === null ? null : `${PREFIX}${key}`;
  const [offered, setOffered] = useState<DeviceDraft<T> | null>(() =>
    storageKey === null
      ? null
      : readStored('local', storageKey, (stored) => {
          const draft = stored as Partial<DeviceDraft<unknown>> | null;
          const value = draft && typeof draft.savedAt === 'string' ? parse(draft.value) : null;
          return value === null ? null : { value, savedAt: draft!.savedAt! };
        }),
  );
  const pending = useRef(offered !== null);

  const keep = useCallback(
    (value: T | null) => {
      if (storageKey === null || pending.current) return;
      writeStored(
        'local',
        storageKey,
        value === null ? null : { value, savedAt: new Date().toISOString() },
      );
    },
    [storageKey],
  );
  const restore = useCallback(() => {
    pending.current = false;
    setOffered(null);
    return offered?.value ?? null;
  }, [offered]);
  const clear = useCallback(() => {
    pending.current = false;
    setOffered(null);
    if (storageKey !== null) writeStored('local', storageKey, null);
  }, [storageKey]);
  return { offered, keep, restore, clear };
}
