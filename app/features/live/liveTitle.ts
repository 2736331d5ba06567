import type { LiveStatus } from '~/api/lists/entities';
import type { LiveTitlePrefixes } from './liveView';

/** spec §9: the title carries a prefix for preview (0), live (1) and replay (2). */
export function liveTitle(title: string, status: LiveStatus, prefixes: LiveTitlePrefixes | null): string {
  if (!prefixes) return title;
  const prefix = status === 0 ? prefixes.preview : status === 1 ? prefixes.living : prefixes.replay;
  return `${prefix}${title}`;
}
