import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_EXPORT_PATH } from '@/shared/data/usage.ts';
import { AccountDownload } from './account-download.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * A download answered a part at a time: `send(bytes)` passes one part on, `end()` closes
 * it. The answer is a real `Response` over a real stream, as the browser's fetch gives.
 */
function streamedDownload() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const requested: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    requested.push(String(input));
    return new Response(body, {
      headers: {
        'content-type': 'application/zip',
        'content-disposition': 'attachment; filename="tinies-data-2026-11-28.zip"',
      },
    });
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    requested,
    send: (bytes: number) => controller.enqueue(new Uint8Array(bytes)),
    end: () => controller.close(),
  };
}

describe('AccountDownload', () => {
  it('shows how much has arrived while a large download is made, then its size', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:tinies-data');
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const download = streamedDownload();
    render(<AccountDownload fetch={download.fetch} />);

    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(download.requested).toEqual([ACCOUNT_EXPORT_PATH]);
    download.send(600 * 1024);
    expect(
      await screen.findByText('Preparing your download… 600 KB so far', { exact: true }),
    ).toBeVisible();
    download.send(2 * 1024 * 1024);
    expect(
      await screen.findByText('Preparing your download… 2.6 MB so far', { exact: true }),
    ).toBeVisible();
    expect(clicked).not.toHaveBeenCalled();

    download.end();
    expect(
      await screen.findByText('Your data is downloaded (2.6 MB).', { exact: true }),
    ).toBeVisible();
    expect(screen.queryByText(/Preparing your download/)).toBeNull();
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('says so when the download fails, and a second press starts again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi.fn(async () => new Response('busy', { status: 429 }));
    render(<AccountDownload fetch={fetch as unknown as typeof globalThis.fetch} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(
      await screen.findByText('Your data could not be downloaded. Try again in a moment.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
