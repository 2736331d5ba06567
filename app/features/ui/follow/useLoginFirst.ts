import { useLocation, useNavigate } from 'react-router';
import { href } from '~/lib/paths';

// loaded on a tap or once the member is known, never with the page
const held = () => import('../resume/heldAction');

/**
 * A visitor's tap on a member button: the action is held (../resume/heldAction.ts), then to login and back to this
 * page at this button (its id as the fragment; the login page sends the reader to `redirect`, a path of this site
 * only). `resumed()`, asked once the page knows the member and the action is not already done, says whether to do it
 * now: once, for the member who signed in on that round trip.
 */
export function useLoginFirst(buttonId: string, action: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const page = `${location.pathname}${location.search}`;
  const loginFirst = async () => {
    await held()
      .then((m) => m.holdHere(action, page))
      .catch(() => {
        // not held: the reader still signs in and comes back to the button
      });
    await navigate(href.login(`${page}#${buttonId}`));
  };
  const resumed = () =>
    held()
      .then((m) => m.takeHeldHere(action, page))
      .catch(() => false);
  return { loginFirst, resumed };
}
