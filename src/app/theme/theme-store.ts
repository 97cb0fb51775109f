/**
 * The theme: a stored preference (light | dark | system, default system) and the
 * theme in effect. With "system" it follows the OS live. The pre-paint script in
 * index.html applies the same rule before React loads, so nothing flashes.
 */
export type ThemePreference = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function readPreference(): ThemePreference {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    return saved === 'light' || saved === 'dark' || saved === 'system' ? saved : 'system';
  } catch {
    return 'system';
  }
}

function systemTheme(): Theme {
  return window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

export interface ThemeState {
  preference: ThemePreference;
  theme: Theme;
}

let state: ThemeState | undefined;
const listeners = new Set<() => void>();

function compute(): ThemeState {
  const preference = readPreference();
  return { preference, theme: preference === 'system' ? systemTheme() : preference };
}

function apply(next: ThemeState) {
  const root = document.documentElement;
  root.classList.toggle('dark', next.theme === 'dark');
}

function refresh() {
  const next = compute();
  if (state && next.preference === state.preference && next.theme === state.theme) return;
  state = next;
  apply(next);
  for (const listener of listeners) listener();
}

export function getThemeState(): ThemeState {
  state ??= compute();
  return state;
}

export function subscribeTheme(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.matchMedia?.(DARK_QUERY).addEventListener('change', refresh);
    window.addEventListener('storage', onStorage);
  }
  listeners.add(listener);
  refresh();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.matchMedia?.(DARK_QUERY).removeEventListener('change', refresh);
      window.removeEventListener('storage', onStorage);
    }
  };
}

function onStorage(event: StorageEvent) {
  // Another tab changed the preference.
  if (event.key === THEME_STORAGE_KEY || event.key === null) refresh();
}

export function setThemePreference(preference: ThemePreference) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Private mode or storage full: the choice still applies for this page.
  }
  state = undefined;
  refresh();
}

/** Switches between light and dark based on the theme currently in effect. */
export function toggleTheme() {
  setThemePreference(getThemeState().theme === 'dark' ? 'light' : 'dark');
}
