// TEMPORARY adapter, to be replaced by `publisherForServer().getConfig()` from app/api/server.ts as soon as
// that module lands. It fetches the site config the same way, and fails with the client's own PublisherError
// so the root loader's handling does not change when the switch happens.
import { basesFromEnv } from '~/api/bases.server';
import type { SiteConfig } from '~/api/entities';
import { PublisherError } from '~/api/errors';
import { parseSiteConfig } from '~/api/parse/config';

export async function fetchSiteConfig(): Promise<SiteConfig> {
  const url = `${basesFromEnv().appIf}getConfig?appID=1&curVersions=1&t=${Date.now()}`;
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  } catch (cause) {
    throw new PublisherError({ kind: 'network', key: 'network', operation: 'getConfig', cause });
  }
  if (!response.ok) {
    throw new PublisherError({ kind: 'http', key: 'error', httpStatus: response.status, operation: 'getConfig' });
  }
  const body = (await response.json()) as { status?: number; data?: unknown };
  if (body.status !== 0) {
    throw new PublisherError({ kind: 'status', key: 'error', code: body.status, operation: 'getConfig' });
  }
  return parseSiteConfig(body.data);
}
