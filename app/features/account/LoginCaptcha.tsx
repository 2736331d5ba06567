// The image code on the login form, once SSO asked for it (captcha_required): loaded then, never with the page.
// A code answers once, right or wrong, so the form asks for a new picture by clearing the key; this draws it.
import { useEffect } from 'react';
import { CaptchaField, newCaptchaKey } from '~/features/ui/captcha/CaptchaField';
import { useI18n } from '~/i18n/context';
import styles from './LoginForm.module.css';

/** The picture's key (empty: a new picture is wanted) and what the reader read off it. */
export interface LoginCaptchaValue {
  codeKey: string;
  code: string;
}

interface Props {
  id: string;

  value: LoginCaptchaValue;
  onChange: (value: LoginCaptchaValue) => void;
  invalid: boolean;
  describedBy?: string;
}

/** A default export, as React.lazy takes it: the form's first load carries no wrapper for a named one. */
export default function LoginCaptcha({ id, value, onChange, invalid, describedBy }: Props) {
  const { t } = useI18n();
  const { codeKey } = value;
  useEffect(() => {
    if (!codeKey) onChange({ codeKey: newCaptchaKey(), code: '' });
  }, [codeKey, onChange]);
  if (!codeKey) return null;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {t('account.captcha.label')}
      </label>
      <CaptchaField
        id={id}
        // the field arrives after the question, too late for the form to focus it
        autoFocus
        codeKey={codeKey}
        value={value.code}
        onChange={(code) => onChange({ codeKey, code })}
        onRefresh={() => onChange({ codeKey: '', code: '' })}
        words={{
          image: t('account.captcha.image'),
          refresh: t('account.captcha.refresh'),
          pictureFailed: t('account.captcha.pictureFailed'),
        }}
        invalid={invalid}
        describedBy={describedBy}
      />
    </div>
  );
}
