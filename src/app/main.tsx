import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { routes } from './routes.tsx';
import './styles.css';

function App() {
  return useRoutes(routes);
}

// NOTE: the first render runs as a transition so React yields to the browser every few
// milliseconds instead of holding the main thread in one long task.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
});
