// The browser entry: React Router's default, and a mark for the browser tests. On a finished page
// the server has this module fetched only after the window's `load` event (app/server/hydrateAfterLoad.ts): every
// page is complete, readable HTML whose links all work without JavaScript, so hydration only adds enhancement,
// and its JS and first render no longer compete with the lead picture. See docs/adr-page-transport.md.
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

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

hydrate();
