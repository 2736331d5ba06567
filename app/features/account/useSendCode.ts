// The forms' shared pieces: the account client (with its SM2 cipher) loaded on the first tap, not with the page, and
// texting a code to the typed number with the spec's 60 s wait before the next one.
import type { CodeType } from '~/api/account/client';
import type { MessageKey } from '~/i18n/messages.server';
import { failureMessage, phoneProblem, type LoginField } from './loginRules';
import { useCountdown } from './useCountdown';

/** spec: the send-code button waits 60 s */
const resendSeconds = 60;

export const accountApi = async () => (await import('~/platform/publisher.client')).loadApi('account');

/** `values`: the message's {placeholders} */
export type FormNotice = {
  tone: 'error' | 'info';
  message: MessageKey;
  values?: Record<string, string>;
  field?: LoginField;
};

/** `report` shows what happened (sent, or why not) in the form's notice line. */
export function useSendCode(type: CodeType, report: (notice: FormNotice) => void) {
  const countdown = useCountdown(resendSeconds);
  const send = async (phone: string) => {
    const bad = phoneProblem(phone);
    if (bad) return report({ tone: 'error', ...bad });
    countdown.start();
    try {
      await (await accountApi()).sendCode(phone.trim(), type);
      report({ tone: 'info', message: 'account.codeSent' });
    } catch (error) {
      report({ tone: 'error', message: failureMessage(error) });
    }
  };
  return { secondsLeft: countdown.left, send };
}
