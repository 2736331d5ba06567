// What happens outside the request when the publisher answers with an auth or member code (spec §8).
// The browser's version reloads, toasts and talks to the native app (app/platform/reactions.ts);
// the server's version only decides whether to retry. Keeping them injected keeps the client server-safe.

export interface StatusReactions {
  /** true inside the native app's webview: 10111 is then the app's to solve */
  readonly inNativeApp: boolean;
  /**
   * 1004: saved auth is already dropped. Return true to retry the call once with a fresh handshake
   * (server), false when the reaction itself recovers (browser reload) or gives up.
   */
  authInvalid(): boolean;
  /** 10111 in the native app: ask the app to refresh its token, tell the reader after 800 ms */
  tokenInvalidInApp(): void;
  /** 10102 / 10103: the member is gone; ask the app to clear the user and show login after 1 s */
  memberInvalid(code: number): void;
}

/** The server's reactions: recover by handshaking again, never touch a user interface. */
export const serverReactions: StatusReactions = {
  inNativeApp: false,
  authInvalid: () => true,
  tokenInvalidInApp: () => {},
  memberInvalid: () => {},
};
