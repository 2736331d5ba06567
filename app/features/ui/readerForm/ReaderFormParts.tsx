// The parts of a form a reader sends the newsroom (the tip-off, the submission, the inquiry), one look for all: the
// frame, a line of text, a text with its counter, a choice from the publisher's list, the files (the upload widget),
// what stopped a send, and the send button.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { UploadField } from '~/features/ui/upload/UploadField';
import type { DraftFile } from '~/features/ui/upload/formDrafts';
import { useI18n } from '~/i18n/context';
import type { MessageKey } from '~/i18n/messages.server';
import { href } from '~/lib/paths';
import { textLength } from './textLength';
import type { ReaderFormProblem } from './useReaderForm';
import styles from './ReaderForm.module.css';

export function ReaderForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className={styles.form}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** A line of the reader's text, marked wrong past `max` (the box takes twice as much, so nothing typed is cut). */
export function TextField({
  label,
  name,
  value,
  max,
  onChange,
  kind = 'text',
}: {
  label: string;
  name: string;
  value: string;
  max: number;
  onChange: (value: string) => void;
  /**
   * a phone takes the phone keyboard (a mobile number, digits alone: the digits keyboard); a name the browser's
   * autofill
   */
  kind?: 'text' | 'phone' | 'mobile' | 'name';
}) {
  const phone = kind === 'phone' || kind === 'mobile';
  return (
    <label className={styles.field}>
      {label}
      <input
        name={name}
        type={phone ? 'tel' : 'text'}
        inputMode={kind === 'mobile' ? 'numeric' : undefined}
        autoComplete={phone ? 'tel' : kind === 'name' ? 'name' : 'off'}
        value={value}
        maxLength={max * 2}
        aria-invalid={textLength(value) > max}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/** The reader's longer text; `counter` says how much of `max` is used. */
export function TextArea({
  label,
  name,
  value,
  max,
  rows,
  onChange,
  counter,
}: {
  label: string;
  name: string;
  value: string;
  max: number;
  rows: number;
  onChange: (value: string) => void;
  counter?: string;
}) {
  const counterId = `${name}-counter`;
  return (
    <label className={styles.field}>
      {label}
      <textarea
        name={name}
        rows={rows}
        value={value}
        aria-invalid={textLength(value) > max}
        aria-describedby={counter ? counterId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {counter && (
        <span id={counterId} className={styles.counter}>
          {counter}
        </span>
      )}
    </label>
  );
}

/** One of the publisher's list (`0` none chosen yet, `choose` its words); a value no longer listed reads as none. */
export function ChoiceField({
  label,
  name,
  value,
  options,
  choose,
  onChange,
}: {
  label: string;
  name: string;
  value: number;
  options: { id: number; name: string }[];
  choose: string;
  onChange: (value: number) => void;
}) {
  return (
    <label className={styles.field}>
      {label}
      <select
        name={name}
        value={options.some((o) => o.id === value) ? value : 0}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        <option value={0}>{choose}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );
}

export function FilesField({
  legend,
  max,
  files,
  onFiles,
  onLoginNeeded,
}: {
  legend: string;
  max: number;
  files: DraftFile[];
  onFiles: (next: (files: DraftFile[]) => DraftFile[]) => void;
  onLoginNeeded: () => void;
}) {
  return (
    <fieldset className={styles.field}>
      <legend>{legend}</legend>
      <UploadField
        accepts={undefined}
        max={max}
        files={files}
        onFiles={onFiles}
        onLoginNeeded={onLoginNeeded}
      />
    </fieldset>
  );
}

/** What stopped the send, in the reader's words; a sign-in with its link back here. */
export function ProblemLine({
  problem,
  login,
  loginLink,
}: {
  problem: ReaderFormProblem | undefined;
  login: MessageKey;
  loginLink: MessageKey;
}) {
  const { t } = useI18n();
  const location = useLocation();
  if (!problem) return null;
  return (
    <p className={styles.problem} role="alert">
      {'login' in problem ? (
        <>
          {t(login)} <Link to={href.login(`${location.pathname}${location.search}`)}>{t(loginLink)}</Link>
        </>
      ) : 'text' in problem ? (
        problem.text
      ) : (
        t(problem.key, { max: problem.max ?? 0, field: problem.field ? t(problem.field) : '' })
      )}
    </p>
  );
}

export function SendButton({
  sending,
  label,
  sendingLabel,
}: {
  sending: boolean;
  label: string;
  sendingLabel: string;
}) {
  return (
    <button type="submit" className={styles.send} disabled={sending}>
      {sending ? sendingLabel : label}
    </button>
  );
}
