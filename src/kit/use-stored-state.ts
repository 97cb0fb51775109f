import { useState } from 'react';

/**
 * Small view settings kept in the browser: `session` lasts as long as the tab (ticks,
 * chosen servings), `local` stays on the device (the preferred units). Storage can be
 * full, blocked or absent (private modes, prerendering); then the setting only lives
 * in memory.
 */
export type StorageArea = 'session' | 'local';

function storageOf(area: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored value accepted by `parse`, or null when there is none or it is not valid. */
export function readStored<T>(
  area: StorageArea,
  key: string,
  parse: (value: unknown) => T | null,
): T | null {
  try {
    const text = storageOf(area)?.getItem(key);
    return text == null ? null : parse(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Stores `value` as JSON; null removes the key. */
export function writeStored(area: StorageArea, key: string, value: unknown): void {
  try {
    const storage = storageOf(area);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked: the setting stays for this page only.
  }
}

/**
 * `useState` whose value starts from storage and is written back on every change. Mount
 * it under a `key` that changes with `storageKey`: the key is read once.
 */
export function useStoredState<T>(
  area: StorageArea,
  storageKey: string,
  fallback: T,
  parse: (value: unknown) => T | null,
): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => readStored(area, storageKey, parse) ?? fallback);
  const update = (next: T) => {
    setValue(next);
    writeStored(area, storageKey, next);
  };
  return [value, update];
}
