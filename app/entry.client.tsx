// The browser entry: React Router's default, plus the Tibetan faces other pages declare late. On a finished page
// the server has this module fetched only after the window's `load` event (app/server/hydrateAfterLoad.ts): every
// page is complete, readable HTML whose links all work without JavaScript, so hydration only adds enhancement,
// and its JS and first render no longer compete with the lead picture. See docs/adr-page-transport.md.
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { tibetanFaces, tibetanRange } from './styles/tibetanFaces';

/** Marks the document once React has hydrated it, so browser tests can wait for the enhanced page. */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return children;
}

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Hydrated>
          <HydratedRouter />
        </Hydrated>
      </StrictMode>,
    );
  });
}

/**
 * The footer's བོད་ཡིག label face (see app/styles/fonts.css), declared only after `load`: in the stylesheet the label
 * made every non-Tibetan page fetch it at top priority before its first paint. Tibetan pages use the full face.
 */
function declareTibetanLabelFace() {
  if (document.documentElement.classList.contains('script-Tibt') || !('fonts' in document)) return;
  const face = new FontFace(
    'Tibetan Language Name',
    `url(${import.meta.env.BASE_URL}fonts/tibetan-language-name.woff2) format('woff2')`,
    { display: 'swap', unicodeRange: 'U+0F0B, U+0F42, U+0F51, U+0F56, U+0F61, U+0F72, U+0F7C' },
  );
  document.fonts.add(face);
}

/** The full Tibetan face on pages in other languages (Tibetan pages declare it in their head): see tibetanFaces. */
function declareTibetanFaces() {
  if (document.documentElement.classList.contains('script-Tibt') || !('fonts' in document)) return;
  for (const face of tibetanFaces) {
    const declared = new FontFace(face.family, `url(${face.url}) format('woff2')`, {
      weight: face.weight,
      display: 'swap',
      unicodeRange: tibetanRange,
    });
    document.fonts.add(declared);
  }
}

declareTibetanFaces();
declareTibetanLabelFace();
hydrate();
