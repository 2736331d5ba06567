import type { SignFormField } from '~/api/activity/entities';
import { useI18n } from '~/i18n/context';
import styles from './SignForm.module.css';

type Props = {
  field: SignFormField;
  value: string | string[] | undefined;
  /** the field's problem, already in the reader's words */
  problem?: string;
  /** today in China (YYYY-MM-DD): the earliest date a date field offers */
  today: string;
  /** a picture's file name once uploaded */
  pictureName?: string;
  onChange: (value: string | string[]) => void;
  onBlur?: () => void;
  onPicture: (file: File) => void;
};

/** One field of the sign-up form, drawn for its kind; its problem is tied to it for screen readers. */
export function FormField({ field, value, problem, today, pictureName, onChange, onBlur, onPicture }: Props) {
  const { t } = useI18n();
  const id = `field-${field.key}`;
  const problemId = `${id}-problem`;
  const aria = {
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? problemId : undefined,
  };
  const text = typeof value === 'string' ? value : '';
  const chosen = Array.isArray(value) ? value : [];
  const title = (
    <>
      {field.title}
      {!field.required && <span className={styles.optional}>{t('activity.form.optional')}</span>}
    </>
  );
  const note = problem && (
    <p id={problemId} className={styles.problem} role="alert">
      {problem}
    </p>
  );

  if (field.type === 'radio' || field.type === 'checkbox') {
    const pick = (option: string, on: boolean) =>
      field.type === 'radio'
        ? onChange(option)
        : onChange(on ? [...chosen, option] : chosen.filter((o) => o !== option));
    return (
      <fieldset className={styles.field} {...aria}>
        <legend className={styles.label}>{title}</legend>
        <div className={styles.options}>
          {field.options.map((option) => (
            <label key={option} className={styles.option}>
              <input
                type={field.type}
                name={field.key}
                value={option}
                checked={field.type === 'radio' ? text === option : chosen.includes(option)}
                onChange={(e) => pick(option, e.target.checked)}
              />
              {option}
            </label>
          ))}
        </div>
        {note}
      </fieldset>
    );
  }

  let control;
  if (field.type === 'select') {
    control = (
      <select id={id} name={field.key} value={text} onChange={(e) => onChange(e.target.value)} {...aria}>
        <option value="">{t('activity.form.choose')}</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'picture') {
    control = (
      <>
        <input
          id={id}
          type="file"
          accept=".jpg,.jpeg,.png,.gif,.bmp,image/jpeg,image/png,image/gif,image/bmp"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) onPicture(file);
          }}
          {...aria}
        />
        {pictureName && (
          <span className={styles.uploaded}>{t('activity.form.uploaded', { name: pictureName })}</span>
        )}
      </>
    );
  } else {
    control = (
      <input
        id={id}
        name={field.key}
        type={field.type === 'date' ? 'date' : field.type === 'phone' ? 'tel' : 'text'}
        inputMode={field.type === 'phone' ? 'numeric' : undefined}
        autoComplete={field.type === 'phone' ? 'tel' : field.key === 'entry_realName' ? 'name' : 'off'}
        min={field.type === 'date' ? today : undefined}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        {...aria}
      />
    );
  }
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {title}
      </label>
      {control}
      {note}
    </div>
  );
}
