import { useLocation, useNavigate } from 'react-router';
import { href } from '~/lib/paths';

/**
 * A visitor's tap on a member button: to login, then back to this page at this button (its id as the fragment; the
 * login page sends the reader to `redirect`, a path of this site only).
 */
export function useLoginFirst(buttonId: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return () => navigate(href.login(`${location.pathname}${location.search}#${buttonId}`));
}
