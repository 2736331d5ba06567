// spec §3/§9: a virtual device id is a prefix, random digits from the ranges 1000, 10000 and 100000,
// and a timestamp. The same shape serves the virtual user id and the server's own identity.

export const virtualIdRanges = [1000, 10000, 100000] as const;

export function virtualId(
  prefix: string,
  random: () => number = Math.random,
  now: () => number = Date.now,
): string {
  const digits = virtualIdRanges.map((range) => Math.floor(random() * range)).join('');
  return `${prefix}${digits}${now()}`;
}
