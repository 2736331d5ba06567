import { useLocation, useNavigate } from 'react-router';
import { loginFirstHref } from '~/features/ui/member/loginFirst';

/**
 * A visitor's tap on a member button: to login, then back to this page at this button (its id as the fragment; the
 * login page sends the reader to `redirect`, a path of this site only).
 */
export function useLoginFirst(buttonId: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return () => navigate(loginFirstHref(`${location.pathname}${location.search}#${buttonId}`));
}
