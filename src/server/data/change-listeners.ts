import type { Change } from './data-store.ts';

/** The listeners of `onChange`; one that throws is logged and does not stop the others. */
export class ChangeListeners {
  readonly #listeners = new Set<(change: Change) => void>();

  add(listener: (change: Change) => void): () => void {
    // A wrapper per call, so adding the same function twice gives two subscriptions.
    const entry = (change: Change) => listener(change);
    this.#listeners.add(entry);
    return () => this.#listeners.delete(entry);
  }

  emit(change: Change): void {
    for (const listener of this.#listeners) {
      try {
        listener(change);
      } catch (error) {
        console.error('Data store: a change listener failed:', error);
      }
    }
  }

  clear(): void {
    this.#listeners.clear();
  }
}
