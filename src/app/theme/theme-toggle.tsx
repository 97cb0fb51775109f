import { Moon, Sun } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Button } from '@/ui/button.tsx';
import { getThemeState, subscribeTheme, toggleTheme, type ThemeState } from './theme-store.ts';

/** What the build-time prerender assumes; the pre-paint script has already set the real theme. */
const SERVER_STATE: ThemeState = { preference: 'system', theme: 'light' };

/** The preference and the theme in effect, following the OS live while it is "system". */
export function useTheme(): ThemeState {
  return useSyncExternalStore(subscribeTheme, getThemeState, () => SERVER_STATE);
}

/**
 * Sun while dark is in effect (click for light), moon otherwise. The icon follows the
 * `dark` class in CSS, so it is right from the first paint, before any script runs.
 */
export function ThemeToggle() {
  useTheme(); // keeps the store subscribed: OS changes and other tabs apply live
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label="Toggle theme"
      onClick={toggleTheme}
      className="rounded-full! bg-card/80! backdrop-blur"
    >
      <Sun aria-hidden="true" data-icon="sun" className="hidden dark:block" />
      <Moon aria-hidden="true" data-icon="moon" className="dark:hidden" />
    </Button>
  );
}
