import { useRef, useState } from 'react';
import { ACCOUNT_EXPORT_PATH } from '@/shared/data/usage.ts';
import { formatSize } from '@/shared/format-size.ts';
import { Button } from '@/ui/button.tsx';
import { AccountSection, Outcome } from './account-section.tsx';
import type { FetchFunction } from './auth-api.ts';

/** The file name the server suggests, or a plain one. */
function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? 'tinies-data.zip';
}

/**
 * "Download my data": one zip with every document (as JSON, and in each tool's own export
 * format) and every uploaded file. The server makes it as it sends it; the page counts what
 * has arrived so a large account shows progress.
 */
export function AccountDownload({ fetch }: { fetch?: FetchFunction }) {
  const [received, setReceived] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const busy = useRef(false);

  async function download() {
    if (busy.current) return;
    busy.current = true;
    setOutcome(null);
    setReceived(0);
    try {
      const response = await (fetch ?? window.fetch.bind(window))(ACCOUNT_EXPORT_PATH, {
        credentials: 'same-origin',
        cache: 'no-store',
      });
      if (!response.ok || !response.body) throw new Error(`Download answered ${response.status}`);
      const parts: Uint8Array<ArrayBuffer>[] = [];
      let total = 0;
      const reader = response.body.getReader();
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        parts.push(part.value as Uint8Array<ArrayBuffer>);
        total += part.value.byteLength;
        setReceived(total);
      }
      const url = URL.createObjectURL(new Blob(parts, { type: 'application/zip' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response);
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setOutcome({ ok: true, message: `Your data is downloaded (${formatSize(total)}).` });
    } catch (error) {
      console.error('Downloading the data failed', error);
      setOutcome({
        ok: false,
        message: 'Your data could not be downloaded. Try again in a moment.',
      });
    } finally {
      busy.current = false;
      setReceived(null);
    }
  }

  return (
    <AccountSection
      title="Download my data"
      description="One zip file with everything your account keeps: each tool's documents, in the tool's own export format and as JSON, and your photos and files."
    >
      <Button onClick={() => void download()} loading={received !== null}>
        Download my data
      </Button>
      <p role="status" className="mt-3 text-sm empty:hidden">
        {received !== null ? `Preparing your download… ${formatSize(received)} so far` : null}
      </p>
      <Outcome outcome={outcome} />
    </AccountSection>
  );
}
