import { highlight } from './highlight';

/** A text with the searched words in <mark>: parts are React text, never HTML. */
export function Marked({ text, searched }: { text: string; searched: string }) {
  return (
    <>
      {highlight(text, searched).map((part, index) =>
        part.hit ? <mark key={index}>{part.text}</mark> : part.text,
      )}
    </>
  );
}
