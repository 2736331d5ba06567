import { safeHttpUrl } from '~/lib/safeUrl';
import { textParts } from '~/lib/commentText';

/** A comment's words as text (never HTML); web addresses become links only when the safe-URL check passes them. */
export function CommentText({ text }: { text: string }) {
  return (
    <>
      {textParts(text).map((part, i) => {
        if ('text' in part) return part.text;
        const url = safeHttpUrl(part.link);
        return url ? (
          <a key={i} href={url} rel="nofollow ugc noopener noreferrer" target="_blank">
            {part.link}
          </a>
        ) : (
          part.link
        );
      })}
    </>
  );
}
