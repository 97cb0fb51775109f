import { useState } from 'react';

/**
 * The entry being edited as it was when editing began, and the one to show now.
 * NOTE: the held copy outlives a change or a delete made meanwhile on another device,
 * so nothing typed in the editor is lost, and saving writes only what changed here
 * (compared with `held`).
 */
export function useHeldEntry<Entry extends { id: string }>(
  found: Entry | undefined,
  id: string | undefined,
): { entry: Entry | undefined; held: Entry | undefined } {
  const [held, setHeld] = useState<Entry | undefined>(found);
  if (found && held?.id !== found.id) setHeld(found);
  return { entry: found ?? (held?.id === id ? held : undefined), held };
}
