import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { DataBridge } from './data-bridge.tsx';

// The runtime itself (session, data client, sockets) is tested elsewhere: here only when
// the bridge mounts it matters.
vi.mock('./data-runtime.tsx', () => ({ default: () => <p>data runtime</p> }));

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.classList.remove('returning');
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <DataBridge />
    </MemoryRouter>,
  );
}

it('starts the data runtime at once on a tool page, so kept data is drawn without an idle wait', async () => {
  vi.stubGlobal('requestIdleCallback', () => 1);
  vi.stubGlobal('cancelIdleCallback', () => {});
  renderAt('/recipe-book');
  expect(await screen.findByText('data runtime')).toBeInTheDocument();
});

it('waits for the browser to be idle elsewhere, so the first page stays light', async () => {
  document.documentElement.classList.add('returning');
  let idle: (() => void) | undefined;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idle = callback;
    return 1;
  });
  vi.stubGlobal('cancelIdleCallback', () => {});
  renderAt('/');
  await Promise.resolve();
  expect(screen.queryByText('data runtime')).not.toBeInTheDocument();
  expect(idle).toBeDefined();
  act(() => idle!());
  expect(await screen.findByText('data runtime')).toBeInTheDocument();
});

it('never starts on the listing in a newcomer’s browser, which has nothing to sync', async () => {
  const idle = vi.fn(() => 1);
  vi.stubGlobal('requestIdleCallback', idle);
  vi.stubGlobal('cancelIdleCallback', () => {});
  renderAt('/');
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(idle).not.toHaveBeenCalled();
  expect(screen.queryByText('data runtime')).not.toBeInTheDocument();
});
