// Route modules say what of the shell they want through their `handle` export:
//   export const handle: ShellHandle = { topBar: true };
import type { UIMatch } from 'react-router';

export interface ShellHandle {
  /** spec §2: home and login show the top bar */
  topBar?: boolean;
}

export function wantsTopBar(matches: UIMatch[]): boolean {
  return matches.some((match) => (match.handle as ShellHandle | undefined)?.topBar === true);
}
