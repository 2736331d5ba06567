import { useRef, type PointerEvent, type MouseEvent } from 'react';

/** how far a finger goes sideways, in CSS px, before the move is a swipe and not a tap */
const swipeDistance = 60;

/**
 * A sideways swipe on an element: left for `onNext`, right for `onPrevious`. Pointer events, so a finger and a
 * mouse both swipe; two fingers are a pinch and never a swipe; a mostly vertical move is the page scrolling. The
 * click that ends a swipe is swallowed, so a swipe that starts on an article's area does not open it.
 */
export function useSideSwipe(onNext: (() => void) | undefined, onPrevious: (() => void) | undefined) {
  // the finger that started the move; a second finger (a pinch) forgets it
  const start = useRef<{ id: number; x: number; y: number } | undefined>(undefined);
  const swiped = useRef(false);
  return {
    onPointerDown(event: PointerEvent) {
      swiped.current = false;
      start.current = event.isPrimary
        ? { id: event.pointerId, x: event.clientX, y: event.clientY }
        : undefined;
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      if (!from || from.id !== event.pointerId) return;
      start.current = undefined;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < swipeDistance || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      swiped.current = true;
      (dx < 0 ? onNext : onPrevious)?.();
    },
    onPointerCancel() {
      start.current = undefined;
    },
    onClickCapture(event: MouseEvent) {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
