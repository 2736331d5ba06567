// The publisher's image code (GET /app_if/voteVerifyCode, docs/vote-record.md), wherever it is asked for (a vote,
// a sign-in past its number's ceiling): the field the reader types it into, the picture drawn for the page's key and
// a button for another. The caller labels the field (<label htmlFor={id}>) and, since a code answers once, right or
// wrong, gives a new key (newCaptchaKey) after every try.
import { useState, type Ref } from 'react';
import { useI18n } from '~/i18n/context';
import { randomHex } from '~/lib/randomHex';
import styles from './CaptchaField.module.css';

/** A new image code's key, chosen by the page: the publisher draws a code for it and keeps it 3 minutes, for one use. */
export const newCaptchaKey = () => randomHex(16);

/** The words of the area that asks (each page is sent its own area's catalog). */
export interface CaptchaWords {
  image: string;
  refresh: string;
  pictureFailed: string;
}

interface Props {
  id: string;
  codeKey: string;
  value: string;
  onChange: (value: string) => void;
  /** another picture: the caller gives a new key */
  onRefresh: () => void;
  words: CaptchaWords;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

export function CaptchaField(props: Props) {
  const { id, codeKey, value, onChange, onRefresh, words, inputRef, autoFocus, invalid, describedBy } = props;
  const { t } = useI18n();
  // the key whose picture did not come (the publisher refuses a 61st a minute with 429, or is away)
  const [pictureFailed, setPictureFailed] = useState<string>();
  const failed = pictureFailed === codeKey;
  return (
    <span className={styles.row}>
      <input
        id={id}
        ref={inputRef}
        inputMode="text"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={8}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoFocus={autoFocus}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
      {failed ? (
        <span role="alert" className={`${styles.picture} ${styles.problem}`}>
          {words.pictureFailed}
        </span>
      ) : (
        <img
          className={styles.picture}
          src={`/app_if/voteVerifyCode?codeKey=${codeKey}`}
          alt={words.image}
          width={120}
          height={44}
          onError={() => setPictureFailed(codeKey)}
        />
      )}
      <button type="button" onClick={onRefresh}>
        {failed ? t('common.retry') : words.refresh}
      </button>
    </span>
  );
}
