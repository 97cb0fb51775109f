import { data } from '@/data/client.ts';
import type { JsonValue } from '@/shared/data/protocol.ts';
import { describeDocuments } from '@/shared/tools.ts';
import { copyDeviceData } from './copy-device-data.ts';

/**
 * Copying what a visitor kept on this device into their account, from the offer at sign-in
 * or from a tool's empty list, in any tab: each tab hears when another has copied, so no
 * tab goes on offering what is gone.
 */

type DeviceDocuments = ReadonlyArray<{ path: string; value: JsonValue }>;

const CHANNEL = 'tinies-device-copy';
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null | undefined;

function copyChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    channel?.addEventListener('message', () => {
      for (const listener of listeners) listener();
    });
  }
  return channel;
}

/** Calls `listener` when this tab or another has copied the device's data; returns an unsubscribe. */
export function onDeviceCopied(listener: () => void): () => void {
  copyChannel();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** What the visitor kept on this device, in words ("2 recipes and 1 car"), with the documents. */
export async function deviceItems(): Promise<{ documents: DeviceDocuments; text: string }> {
  const documents = await data.deviceDocuments();
  return { documents, text: describeDocuments(documents.map((document) => document.path)) };
}

/** Copies `documents` into account `uid` and tells every tab it is done. */
export async function copyToAccount(uid: string, documents: DeviceDocuments): Promise<void> {
  await copyDeviceData(data, `users/${uid}`, documents);
  copyChannel()?.postMessage('copied');
  for (const listener of listeners) listener();
}
