// Which pages show the top bar: spec §2's route table marks home (and its alias) and login.
// Route ids as app/routes.ts names them.
import type { UIMatch } from 'react-router';

const routesWithTopBar = new Set(['home', 'index', 'routes/login']);

export function wantsTopBar(matches: UIMatch[]): boolean {
  return matches.some((match) => routesWithTopBar.has(match.id));
}
