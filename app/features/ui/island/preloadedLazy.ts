import { lazy, type ComponentType } from 'react';

/**
 * A component split out of a page's first load that the server still renders in full. `preload()` (awaited by the
 * loader, on the server) loads the module; once it is loaded, React.lazy resolves it synchronously (its thenable
 * calls back at once), so the server never streams a fallback and the page reads without JavaScript. In the browser
 * the module arrives after the first paint: React keeps the server's HTML inside the <Suspense> boundary until it
 * hydrates, and links in it work meanwhile.
 *
 * The load is asked for once and its promise kept (again only after a failure, a chunk the network lost): a loader
 * runs `preload()` on every render, and each `import()` is a trip through Node's module loader (and the tsx hooks'
 * thread the app server runs under), ~10 % of an uncached article render's CPU before it was kept
 * (docs/adr-render-cpu.md).
 */
export function preloadedLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: { default: ComponentType<P> } | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Component = lazy(() =>
    loaded
      ? ({ then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve(loaded!) } as Promise<{
          default: ComponentType<P>;
        }>)
      : preload(),
  );
  return { Component, preload };
}
