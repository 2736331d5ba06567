// The sign-up form built from the activity's signForm. Everything typed is kept (session storage) through a failed
// sending and the login round trip; a second tap while one sign-up is on its way does nothing.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { SignFormField } from '~/api/activity/entities';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';
import { FormField } from './FormField';
import { isAcceptedPicture } from '~/lib/pictureKinds';
import { readDataUrl } from '~/features/ui/member/readDataUrl';
import { answersToSend, chinaToday, formProblem, type Answers } from './formRules';
import { memberClient } from './memberClient';
import { forgetAnswers, readAnswers, saveAnswers } from './savedAnswers';
import { signUpFailure, type Failure } from './signUpFailure';
import styles from './SignForm.module.css';

const maxPictureBytes = 2 * 1024 * 1024;

type Props = { activityId: number; form: SignFormField[]; now: number };

export function SignForm({ activityId, form, now }: Props) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const [answers, setAnswers] = useState<Answers>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [pictures, setPictures] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Failure>();
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const today = chinaToday(now);

  // after hydration, so the server's empty form and the browser's first render agree
  useEffect(() => setAnswers(readAnswers(activityId)), [activityId]);

  const change = (key: string, value: string | string[]) => {
    setAnswers((was) => {
      const next = { ...was, [key]: value };
      saveAnswers(activityId, next);
      return next;
    });
    setProblems(({ [key]: _gone, ...rest }) => rest);
  };

  const checkUnique = async (field: SignFormField) => {
    const value = answersToSend([field], answers)[field.key];
    if (!field.unique || typeof value !== 'string' || formProblem([field], answers, now)) return;
    try {
      const { api } = await memberClient();
      if (await api.isTaken({ id: activityId, field: field.key, value }))
        setProblems((was) => ({ ...was, [field.key]: t('activity.form.taken') }));
    } catch {
      // the publisher checks again on sending
    }
  };

  const upload = async (field: SignFormField, file: File) => {
    if (!isAcceptedPicture(file))
      return setProblems((was) => ({ ...was, [field.key]: t('activity.form.pictureOnly') }));
    if (file.size > maxPictureBytes)
      return setProblems((was) => ({ ...was, [field.key]: t('activity.form.pictureTooBig') }));
    const { api, signedIn } = await memberClient();
    if (!signedIn) return setNotice({ login: true });
    setNotice({ key: 'activity.form.uploading' });
    try {
      const id = await api.uploadPicture(await readDataUrl(file));
      change(field.key, `upload:${id}`);
      setPictures((was) => ({ ...was, [field.key]: file.name }));
      setNotice(undefined);
    } catch (error) {
      const failure = signUpFailure(error);
      setNotice(undefined);
      if ('login' in failure) setNotice(failure);
      else setProblems((was) => ({ ...was, [field.key]: 'key' in failure ? t(failure.key) : failure.text }));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const problem = formProblem(form, answers, now);
    if (problem) {
      setProblems({ [problem.field]: t(problem.message) });
      document.getElementById(`field-${problem.field}`)?.focus();
      return;
    }
    sending.current = true;
    setBusy(true);
    setNotice(undefined);
    try {
      const { api, signedIn } = await memberClient();
      if (!signedIn) return setNotice({ login: true });
      const { entryId } = await api.signUp(activityId, answersToSend(form, answers));
      forgetAnswers(activityId);
      navigate(href.registrationDetail(activityId, entryId), { replace: true, state: { signedUp: true } });
    } catch (error) {
      setNotice(signUpFailure(error));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} method="post" noValidate onSubmit={submit}>
      {form.length === 0 && <p className={styles.muted}>{t('activity.form.noForm')}</p>}
      {form.map((field) => (
        <FormField
          key={field.key}
          field={field}
          value={answers[field.key]}
          problem={problems[field.key]}
          today={today}
          pictureName={pictures[field.key]}
          onChange={(value) => change(field.key, value)}
          onBlur={() => void checkUnique(field)}
          onPicture={(file) => void upload(field, file)}
        />
      ))}
      <div className={styles.notice} role="status">
        {notice && 'login' in notice ? (
          <>
            {t('activity.form.loginFirst')}{' '}
            <Link to={href.login(`${location.pathname}${location.search}`)}>{t('activity.form.login')}</Link>
          </>
        ) : notice ? (
          'key' in notice ? (
            t(notice.key)
          ) : (
            notice.text
          )
        ) : null}
      </div>
      <button className={styles.submit} type="submit" disabled={busy} aria-busy={busy}>
        {busy ? t('activity.form.submitting') : t('activity.form.submit')}
      </button>
    </form>
  );
}
