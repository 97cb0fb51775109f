import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app.tsx';
import './styles.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    {/* NOTE: a tap on a link renders the next screen at once, in the tap's task, not as a
        transition: one sliced over several tasks let the browser's other work in between and
        took three times as long to show the screen (the apartments' comparison: 87 ms to
        about 25 ms on a 4× slower CPU). A page whose code is not loaded yet shows its
        loading state meanwhile. */}
    <BrowserRouter useTransitions={false}>
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
