// A member's nickname (docs/member-profile.md): the same rule the publisher's `modify` applies, checked before
// sending so the reader hears at once what is wrong. Spec §5 only says a name is asked for ("please input name").

export const nicknameMaxLength = 20;

export type NicknameProblem = 'empty' | 'tooLong' | 'illegal';

/** What is wrong with `typed` as a nickname (after trimming), or undefined when it will do. */
export function nicknameProblem(typed: string): NicknameProblem | undefined {
  const name = typed.trim();
  if (!name) return 'empty';
  // a character is a code point: an emoji counts once, as the publisher counts it
  if ([...name].length > nicknameMaxLength) return 'tooLong';
  // eslint-disable-next-line no-control-regex
  if (/[<>\u0000-\u001f\u007f]/.test(name)) return 'illegal';
  return undefined;
}
