import { useLocation, useNavigate } from 'react-router';
import { href } from '~/lib/paths';
import { heldActions } from './memberState';

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
  const loginFirst = () =>
    heldActions()
      .then((m) => m.holdHere(action, page))
      // not held: the reader still signs in and comes back to the button
      .catch(() => undefined)
      .then(() => void navigate(href.login(`${page}#${buttonId}`)));
  const resumed = () =>
    heldActions()
      .then((m) => m.takeHeldHere(action, page))
      .catch(() => false);
  return { loginFirst, resumed };
}
