// One of the reader's choices (language, theme, text size) as a row of buttons: a plain GET form to the settings
// address (app/routes/settings.ts), which stores the choice in its cookie and comes back to this page, so it works
// without JavaScript. Once hydrated, a tap stores the cookie here and re-runs the loaders instead, so the page
// re-renders in place in the new choice.
import type { MouseEvent } from 'react';
import { useHref, useLocation, useRevalidator } from 'react-router';
import { href } from '~/lib/paths';
import styles from './SettingChoice.module.css';

export interface SettingOption<Value extends string> {
  value: Value;
  label: string;
  /** the language the label is in, when not the page's (a language's own name) */
  lang?: string;
}

export function SettingChoice<Value extends string>({
  name,
  options,
  current,
  cookie,
  className,
}: {
  /** the settings address's parameter */
  name: 'lang' | 'theme' | 'textsize';
  options: readonly SettingOption<Value>[];
  current: Value;
  /** the document.cookie assignment that stores a value */
  cookie: (value: Value) => string;
  className?: string;
}) {
  const { revalidate } = useRevalidator();
  const { pathname, search } = useLocation();
  const action = useHref(href.settings());
  const choose = (event: MouseEvent, value: Value) => {
    event.preventDefault();
    document.cookie = cookie(value);
    void revalidate();
  };
  return (
    <form
      className={className ? `${styles.choices} ${className}` : styles.choices}
      method="get"
      action={action}
    >
      <input type="hidden" name="back" value={pathname + search} />
      {options.map((option) => (
        <button
          key={option.value}
          type="submit"
          name={name}
          value={option.value}
          lang={option.lang}
          className={styles.choice}
          aria-pressed={option.value === current}
          onClick={(event) => choose(event, option.value)}
        >
          {option.label}
        </button>
      ))}
    </form>
  );
}
