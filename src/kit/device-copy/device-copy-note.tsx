import { Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useDataStatus } from '@/data/use-data.ts';
import { Button } from '@/ui/button.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { copyToAccount, deviceItems, onDeviceCopied } from './device-copy.ts';

type Items = Awaited<ReturnType<typeof deviceItems>>;

/**
 * Above a signed-in person's empty list: what this device still holds from before they
 * logged in ("2 recipes"), with the copy offered again, for when they said "Not now" to
 * the offer at sign-in. Nothing for a visitor, or when the device holds nothing.
 */
export function DeviceCopyNote() {
  const { root } = useDataStatus();
  const uid = root?.startsWith('users/') ? root.slice('users/'.length) : null;
  const [items, setItems] = useState<Items | null>(null);
  const [copying, setCopying] = useState(false);
  const toast = useToast();

  useEffect(() => {
    if (!uid) return;
    let current = true;
    const load = () =>
      void deviceItems().then(
        (found) => current && setItems(found),
        () => current && setItems(null),
      );
    load();
    const unsubscribe = onDeviceCopied(load);
    return () => {
      current = false;
      unsubscribe();
    };
  }, [uid]);

  if (!uid || !items || items.documents.length === 0) return null;
  const copy = async () => {
    setCopying(true);
    try {
      await copyToAccount(uid, items.documents);
      toast({ type: 'success', title: `Copied ${items.text} to your account.` });
    } catch {
      toast({
        type: 'warning',
        title: 'Not everything could be copied.',
        description: 'Everything is still on this device; try again.',
      });
    } finally {
      setCopying(false);
    }
  };
  return (
    <section
      aria-label="Saved on this device"
      className="mb-4 flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 sm:flex-row sm:items-center"
    >
      <Smartphone aria-hidden="true" className="size-6 shrink-0 text-muted-fg" />
      <p className="flex-1 text-sm">
        This device still holds {items.text} you saved before logging in. Copy{' '}
        {items.documents.length === 1 ? 'it' : 'them'} into your account to have{' '}
        {items.documents.length === 1 ? 'it' : 'them'} on all your devices.
      </p>
      <Button variant="outline" disabled={copying} onClick={() => void copy()}>
        Copy to my account
      </Button>
    </section>
  );
}
