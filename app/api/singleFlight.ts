// Spec §8 10111: "a waiting loop every second avoids parallel refreshes". The first caller refreshes;
// callers arriving meanwhile poll once a second until it is done, then carry on with the new token.

export const refreshWaitMs = 1_000;

export type Gate = (refresh: () => Promise<void>) => Promise<void>;

export function createRefreshGate(
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Gate {
  let running = false;
  return async (refresh) => {
    if (running) {
      while (running) await sleep(refreshWaitMs);
      return;
    }
    running = true;
    try {
      await refresh();
    } finally {
      running = false;
    }
  };
}

/** Concurrent callers share one pending promise (the auth handshake, the config fetch). */
export function shared<T>(run: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= run().finally(() => {
      pending = undefined;
    });
    return pending;
  };
}
