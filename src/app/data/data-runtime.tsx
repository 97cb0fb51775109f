import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { sessionStore } from '@/auth/session.ts';
import { useSession } from '@/auth/use-session.ts';
import { data } from '@/data/client.ts';
import { useDataStatus } from '@/data/use-data.ts';
import { copyToAccount, deviceItems, onDeviceCopied } from '@/kit/device-copy/device-copy.ts';
import { goneNotice, useEditNotices } from '@/kit/edit-notices.ts';
import { TOOL_PATHS, UI_GALLERY_PATH } from '@/shared/app-paths.ts';
import { useDialogs } from '@/ui/dialogs-provider.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { SyncStatus } from './sync-status.tsx';
import { reloadToast } from '../pwa/reload-toast.ts';

/** Set for the browser session once someone said "Not now" to copying, per account. */
const DECLINED_KEY = 'tinies-copy-declined';

/**
 * Offers once per sign-in to copy what the visitor kept on this device into the account.
 * The offer names what it would copy ("2 recipes and 1 car") and closes in every tab once
 * one tab (or a tool's empty list) has copied.
 */
function useCopyOffer(uid: string | null) {
  const { confirm } = useDialogs();
  const toast = useToast();
  useEffect(() => {
    if (!uid || sessionStorage.getItem(DECLINED_KEY) === uid) return;
    let current = true;
    const withdrawn = new AbortController();
    const unsubscribe = onDeviceCopied(() => withdrawn.abort());
    void (async () => {
      const { documents, text } = await deviceItems();
      if (!current || documents.length === 0 || withdrawn.signal.aborted) return;
      const [them, they] = documents.length === 1 ? ['it', 'it is'] : ['them', 'they are'];
      const copy = await confirm({
        title: 'Copy this device’s data to your account?',
        message: `You saved ${text} on this device before logging in. Copy ${them} into your account to have ${them} on all your devices; ${they} then removed from this device.`,
        confirmText: 'Copy to my account',
        cancelText: 'Not now',
        signal: withdrawn.signal,
      });
      if (!current || withdrawn.signal.aborted) return;
      if (!copy) {
        sessionStorage.setItem(DECLINED_KEY, uid);
        return;
      }
      try {
        await copyToAccount(uid, documents);
        toast({ type: 'success', title: `Copied ${text} to your account.` });
      } catch {
        // The refused write has its own error toast; say that nothing was lost.
        toast({
          type: 'warning',
          title: 'Not everything could be copied.',
          description: 'Everything is still on this device; you will be asked again.',
        });
      }
    })();
    return () => {
      current = false;
      unsubscribe();
    };
  }, [uid, confirm, toast]);
}

/**
 * The data client's place in the app, loaded after the first paint: it follows who is
 * signed in, reports refused writes as error toasts (the UPPERCASE code and the message)
 * and edits that met another device's (`kit/edit-notices.ts`),
 * offers a reload when the server needs a newer app to sync, offers to copy a visitor's
 * data into their new account, and shows the sync status.
 */
export default function DataRuntime() {
  const { status, user } = useSession();
  const uid = status === 'signed-in' ? (user?.id ?? null) : null;
  const toast = useToast();
  const dataStatus = useDataStatus();
  const { pathname } = useLocation();

  const lastAccount = useRef<string | null>(null);
  useEffect(() => {
    // NOTE: until the server answers, what this device keeps is drawn for whoever was last
    // confirmed here (for a visitor, the device's own), so a reload shows it at once; the
    // server's answer then decides, as any later change of who is signed in does.
    const account = status === 'loading' ? sessionStore.lastKnownUid() : uid;
    data.setAccount(account);
    const previous = lastAccount.current;
    lastAccount.current = account;
    // Signed out: what this device keeps of that account goes too (a shared computer),
    // unless some of it has not reached the server yet.
    if (previous && previous !== account) void data.forgetAccount(previous);
  }, [status, uid]);

  useEffect(
    () =>
      data.onWriteError((error) => {
        // An edit of a document deleted elsewhere has a notice of its own (with the copy).
        if (goneNotice(error)) return;
        toast({ type: 'error', title: error.code, description: error.message });
      }),
    [toast],
  );
  useEditNotices(toast);

  // The server ended the session (signed out elsewhere, expired): ask who is signed in now.
  useEffect(() => data.onSessionEnded(() => void sessionStore.refresh()), []);

  // The server speaks a newer protocol than this page: only a reload syncs again.
  useEffect(
    () =>
      data.onUpdateRequired(() =>
        toast(
          reloadToast('A new version of Tinies is needed to keep syncing.', () =>
            location.reload(),
          ),
        ),
      ),
    [toast],
  );

  useCopyOffer(dataStatus.root === `users/${uid}` ? uid : null);

  if (!dataStatus.root) return null;
  // A visitor's data lives in the tools: elsewhere the status would only puzzle them.
  const onToolPage = TOOL_PATHS.some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
  if (dataStatus.state === 'device' && !onToolPage && pathname !== UI_GALLERY_PATH) return null;
  return <SyncStatus status={dataStatus} />;
}
