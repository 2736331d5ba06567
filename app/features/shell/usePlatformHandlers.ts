// Gives the platform the shell's toast, the login page and the reader's words for its notices (platform.ts).
// In the native app the platform hands toasts and login to the app instead; these serve the browser.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '~/i18n/context';
import { noticeMessageKey } from '~/i18n/errorMessage';
import { href } from '~/lib/paths';
import { platform } from '~/platform/platform';
import { showToast } from './toastStore';

export function usePlatformHandlers(): void {
  const navigate = useNavigate();
  const { t } = useI18n();
  const location = useLocation();
  const here = useRef('');
  here.current = `${location.pathname}${location.search}`;
  useEffect(() => {
    platform().setHandlers({
      toast: showToast,
      // in the messenger, login is messenger authorisation, coming back to the page that asked (spec §4)
      openLogin: () => void navigate(platform().isMessenger ? href.memberInfo(here.current) : href.login()),
      translate: (key) => t(noticeMessageKey(key)),
    });
  }, [navigate, t]);
}
