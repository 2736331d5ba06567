/**
 * How many server processes to run: WEB_CONCURRENCY when it is a whole number from 1 up, else one per core.
 * A typo never starts a hundred processes nor none: anything else falls back to the core count, at most 32.
 */
export function processCount(setting: string | undefined, cores: number): number {
  const asked = Number(setting);
  if (setting?.trim() && Number.isInteger(asked) && asked >= 1) return Math.min(asked, 32);
  return Math.max(1, Math.min(cores, 32));
}
