import { useState } from 'react';

/**
 * The entry being edited as it was when editing began, the one to show now, and whether
 * it was deleted (on another device) while the editor was open.
 * NOTE: the held copy outlives a change or a delete made meanwhile on another device,
 * so nothing typed in the editor is lost, and saving writes only what changed here
 * (compared with `held`); once `deleted`, saving keeps the person's version as a copy
 * (`CollectionWrites.saveEditor`), so the deleted document stays deleted.
 */
export function useHeldEntry<Entry extends { id: string }>(
  found: Entry | undefined,
  id: string | undefined,
): { entry: Entry | undefined; held: Entry | undefined; deleted: boolean } {
  const [held, setHeld] = useState<Entry | undefined>(found);
  if (found && held?.id !== found.id) setHeld(found);
  const kept = held?.id === id ? held : undefined;
  return {
    entry: found ?? kept,
    held,
    deleted: id !== undefined && !found && kept !== undefined,
  };
}
