import { redirect } from 'react-router';
import { href } from '~/lib/paths';

// spec §2: unknown paths redirect to home.
export function loader() {
  return redirect(href.home());
}
