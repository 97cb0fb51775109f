import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { whenHydrated } from './fixtures.ts';
import { cameraExif, exifSegment, withSegments } from '../../src/data/testing/image-fixtures.ts';

/**
 * How long a photo may take to be prepared (decoded, turned, scaled, encoded again):
 * CPU work in the page, which a busy machine running two browsers slows many times over.
 */
export const PREPARED = { timeout: 20_000 };

/** Where the test photos were "taken". */
export const HOME = { latitude: 52.52, longitude: 13.405 };

/**
 * A picture the browser draws and encodes, as a camera (JPEG) or a screenshot tool (PNG)
 * would store it: no metadata yet. A PNG keeps a transparent margin.
 */
export async function drawnImage(
  page: Page,
  width: number,
  height: number,
  type: 'image/jpeg' | 'image/png' = 'image/jpeg',
): Promise<Uint8Array> {
  const encoded = await page.evaluate(
    async ({ width, height, type }) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, '#0f766e');
      gradient.addColorStop(1, '#fde68a');
      context.fillStyle = gradient;
      const margin = type === 'image/png' ? Math.round(height / 10) : 0;
      context.fillRect(margin, margin, width - 2 * margin, height - 2 * margin);
      context.fillStyle = '#1c1917';
      context.font = `${Math.round(height / 6)}px sans-serif`;
      context.fillText('Tinies', width / 10, height / 2);
      const blob = await canvas.convertToBlob({ type, quality: 0.9 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let at = 0; at < bytes.length; at += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
      }
      return btoa(binary);
    },
    { width, height, type },
  );
  return new Uint8Array(Buffer.from(encoded, 'base64'));
}

/** That JPEG with a camera's Exif: its make, an orientation and where it was taken. */
export function withCameraExif(jpeg: Uint8Array, orientation = 1): Uint8Array {
  return withSegments(jpeg, exifSegment(cameraExif({ orientation, position: HOME })));
}

/** Chooses a file in the gallery's Photo section, from the keyboard. */
export async function choosePhoto(page: Page, name: string, bytes: Uint8Array) {
  const input = page.getByLabel('Choose a photo');
  // A file chosen before React attaches to the input would go unheard.
  await whenHydrated(input);
  await input.focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  const mimeType = name.endsWith('.png') ? 'image/png' : 'image/jpeg';
  await (await chooser).setFiles({ name, mimeType, buffer: Buffer.from(bytes) });
}

/** The prepared photo, as someone downloading it from the section gets it. */
export async function preparedBytes(page: Page): Promise<Uint8Array> {
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the prepared photo' }).click();
  return new Uint8Array(readFileSync((await (await download).path())!));
}
