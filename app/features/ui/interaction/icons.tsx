import type { ReactNode } from 'react';

/**
 * A button's icon in the button's own colour. Inline, not a CSS mask: Chromium builds every SVG picture as a
 * document of its own on the main thread (the three masks were a 10-16 ms task in the first layout).
 */
export function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="interaction-icon"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const likeIcon = (
  <path d="M7 10v10H4V10zM7 10l4-7a2 2 0 0 1 3 2l-1 4h6a2 2 0 0 1 2 2l-2 7a2 2 0 0 1-2 2H7" />
);

export const shareIcon = (
  <>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
  </>
);
