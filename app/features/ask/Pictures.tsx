import styles from './Ask.module.css';

/** A question's or an answer's pictures, small tiles in the list, larger on the question's page. */
export function Pictures({
  urls,
  label,
  large = false,
}: {
  urls: string[];
  label: (n: number) => string;
  large?: boolean;
}) {
  if (urls.length === 0) return null;
  return (
    <ul className={large ? styles.picturesLarge : styles.pictures}>
      {urls.map((url, i) => (
        <li key={url}>
          <img
            src={url}
            alt={label(i + 1)}
            loading="lazy"
            width={large ? 750 : 160}
            height={large ? 500 : 160}
          />
        </li>
      ))}
    </ul>
  );
}
