import { useRoutes } from 'react-router';
import { AppProviders } from './providers.tsx';
import { AppUpdates } from './pwa/app-updates.tsx';
import { routes } from './routes.tsx';

/** The whole app below the router; the browser and the build-time prerender share it. */
export function App() {
  return (
    <AppProviders>
      {useRoutes(routes)}
      <AppUpdates />
    </AppProviders>
  );
}
