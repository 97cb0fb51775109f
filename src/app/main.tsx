import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app.tsx';
import './styles.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// NOTE: the first render (or hydration) runs as a transition so React yields to the
// browser every few milliseconds instead of holding the main thread in one long task.
startTransition(() => {
  if (container.firstElementChild) {
    // The server sent this page prerendered: attach to it rather than paint it again.
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
});
