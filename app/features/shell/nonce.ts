import { createContext, useContext } from 'react';

// The per-request CSP nonce, given by entry.server, for the few inline scripts the shell writes.
// In the browser it stays undefined: browsers hide nonces from the DOM, and inline scripts run only once.
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
