// A tip-off the newsroom published, read on the server (the same for everyone, cacheable); null for any other,
// which only its author may read, in the browser.
import { publisherForServer } from '~/api/server';
import type { Tipoff } from '~/api/tipoff/entities';

export const loadPublishedTipoff = (id: number): Promise<Tipoff | null> =>
  publisherForServer().tipoff.published(id);
