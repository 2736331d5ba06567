import { useRef, type MouseEvent, type PointerEvent } from 'react';

/** how far a finger goes, in CSS px, before the move is a swipe and not a tap */
const swipeDistance = 60;

/**
 * A swipe along one axis of an element: left (or up) for `onForward`, right (or down) for `onBack`. Pointer events,
 * so a finger and a mouse both swipe; a second finger (a pinch) is never a swipe; a move mostly across the axis is
 * the page scrolling. The click that ends a swipe is swallowed, so a swipe that starts on a link does not open it.
 * The element's CSS `touch-action` leaves the axis to the page (pan-y for sideways swipes, none for a full screen).
 */
export function useSwipe(
  axis: 'x' | 'y',
  onForward: (() => void) | undefined,
  onBack: (() => void) | undefined,
) {
  // the finger that started the move
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
      const along = axis === 'x' ? event.clientX - from.x : event.clientY - from.y;
      const across = axis === 'x' ? event.clientY - from.y : event.clientX - from.x;
      if (Math.abs(along) < swipeDistance || Math.abs(along) < Math.abs(across) * 1.5) return;
      swiped.current = true;
      (along < 0 ? onForward : onBack)?.();
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
