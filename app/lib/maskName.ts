// A reader's name where other readers see it beside what they asked (问吧, 问政): the first and the last character
// kept, the rest starred, so a real name typed as a nickname is not shown whole. Counted in code points (an emoji,
// a Tibetan letter are one).

export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 2, 3))}${chars[chars.length - 1]}`;
}
