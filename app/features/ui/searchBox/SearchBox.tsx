import type { ReactNode } from 'react';
import { Form } from 'react-router';
import styles from './SearchBox.module.css';

/**
 * A search box as a GET form to `action` (the words under `name`), so it works without JavaScript and a search can
 * be shared as its address; with JavaScript the router asks the same. Used by the site search and the paper's
 * search within a day. `children` stand after the button (a hidden field, a way out).
 */
export function SearchBox({
  action,
  name,
  searched,
  maxLength,
  label,
  submit,
  required = false,
  className,
  children,
}: {
  action: string;
  name: string;
  /** the words searched for, shown in the box */
  searched: string;
  maxLength: number;
  /** the box's placeholder and accessible name */
  label: string;
  submit: string;
  /** a blank search is no search (the browser says so) */
  required?: boolean;
  /** the bar's place on its page */
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Form method="get" action={action} role="search" className={className ? `${styles.bar} ${className}` : styles.bar}>
      <input
        // a new search puts its words in the box (and a typed draft gives way to them)
        key={searched}
        className={styles.input}
        type="search"
        name={name}
        defaultValue={searched}
        maxLength={maxLength}
        placeholder={label}
        aria-label={label}
        enterKeyHint="search"
        autoComplete="off"
        required={required}
      />
      <button className={styles.submit} type="submit">
        {submit}
      </button>
      {children}
    </Form>
  );
}
