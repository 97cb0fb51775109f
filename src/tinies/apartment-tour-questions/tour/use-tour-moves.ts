import { useEffect, useRef, type PointerEvent } from 'react';

/** How far, in CSS pixels, a finger must travel sideways to turn a page. */
const SWIPE_PX = 60;

const isField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The tour's moves besides its buttons: ArrowLeft and ArrowRight (not while typing, nor in a
 * dialog), and a horizontal swipe over the question. Answers the pointer handlers for it.
 */
export function useTourMoves(previous: () => void, next: () => void) {
  const moves = useRef({ previous, next });
  useEffect(() => {
    moves.current = { previous, next };
  });

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isField(event.target)) return;
      if (
        event.target instanceof Element &&
        event.target.closest('[role="dialog"], [role="alertdialog"]')
      )
        return;
      if (event.key === 'ArrowLeft') moves.current.previous();
      else if (event.key === 'ArrowRight') moves.current.next();
      else return;
      event.preventDefault();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (!event.isPrimary || isField(event.target)) return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      if (dx < 0) moves.current.next();
      else moves.current.previous();
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
