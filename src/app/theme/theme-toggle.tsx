import { Moon, Sun } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Button } from '../../ui/button.tsx';
import { getThemeState, subscribeTheme, toggleTheme } from './theme-store.ts';

export function useTheme() {
  return useSyncExternalStore(subscribeTheme, getThemeState);
}

/** Sun while dark is in effect (click for light), moon otherwise. */
export function ThemeToggle() {
  const { theme } = useTheme();
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label="Toggle theme"
      title={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
      onClick={toggleTheme}
      className="rounded-full! bg-card/80! backdrop-blur"
    >
      {theme === 'dark' ? (
        <Sun aria-hidden="true" data-icon="sun" />
      ) : (
        <Moon aria-hidden="true" data-icon="moon" />
      )}
    </Button>
  );
}
