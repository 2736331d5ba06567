/**
 * Content writes (the test-hook factories) announce themselves here, so the answer cache (app-if/serve.ts) drops
 * answers built before them instead of hiding the new item for up to 5 s.
 */
export type ContentChanges = {
  notify: () => void;
  subscribe: (listener: () => void) => void;
};

export function contentChanges(): ContentChanges {
  const listeners: (() => void)[] = [];
  return {
    notify: () => {
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => void listeners.push(listener),
  };
}
