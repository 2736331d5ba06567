// One attempt at one operation: common fields, headers, signing, encryption, envelope (spec §7).
// Retries and the status catalogue's recoveries live in core.ts.
import type { ServiceBases } from './bases';
import type { Credentials } from './credentials';
import { sm2Encrypt } from './encrypt';
import { readEnvelope, statusError } from './envelope';
import { PublisherError } from './errors';
import { timeouts, type Operation, type Params } from './operation';
import type { SiteConfig } from './session/entities';
import { programSignHeaders } from './programSign';
import { authHeaders } from './sign';
import { exchange, type FetchLike } from './transport';

export interface SendDeps {
  bases: ServiceBases;
  fetch: FetchLike;
  credentials: Credentials;
  appId: number;
  /** source header until the config names the site's own (xyApi.securitySource) */
  source: string;
  now: () => number;
}

export interface SendOptions {
  signal?: AbortSignal;
  /** an upload: the parameters and this file (in the part `file`) go as multipart/form-data */
  file?: { blob: Blob; name: string };
  /** this call's own transport (an upload's, which reports progress: xhrFetch.ts) */
  fetch?: FetchLike;
}

/** The parameters as form parts, then the file, as the publisher's upload operations read them. */
function multipart(params: Params, file: { blob: Blob; name: string }): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) form.append(k, String(v));
  form.append('file', file.blob, file.name);
  return form;
}

/** spec §3 "Fields added to every request" (and PUBLISHER_API §2.4: both site id spellings). */
export function commonFields(deps: SendDeps, config: SiteConfig | undefined): Params {
  const siteId = config ? config.xyApi.siteId || config.siteId : undefined;
  return {
    siteId,
    siteID: siteId,
    siteid: siteId,
    appID: deps.appId,
    device: deps.credentials.device(),
    curVersions: config?.xyApi.curVersions || '1',
    apiVersion: config?.xyApi.apiVersion,
    t: deps.now(),
  };
}

export function requestHeaders(deps: SendDeps, config: SiteConfig | undefined): Record<string, string> {
  const headers: Record<string, string> = { source: config?.xyApi.securitySource || deps.source };
  if (config?.tokenEnable) {
    const token = deps.credentials.member()?.accessToken || deps.credentials.securityToken();
    if (token) headers.token = token;
  }
  const auth = deps.credentials.auth();
  if (auth) Object.assign(headers, authHeaders(auth, deps.now()));
  return headers;
}

/** From apiVersion 3: user-id fields alone, then the rest of the own parameters as `encryptData`. */
async function encryptParams(op: Operation, own: Params, config: SiteConfig | undefined): Promise<Params> {
  const key = config?.sm2PublicKey;
  if (!config || !key || config.xyApi.apiVersion < 3) return own;
  const out: Params = { ...own };
  const userIdFields = op.userIdFields ?? [];
  for (const field of userIdFields) {
    const value = out[field];
    if (value !== undefined && value !== '') out[field] = await sm2Encrypt(String(value), key);
  }
  if (!op.encrypt || op.service !== 'appIf') return out;
  const block: Record<string, string | number | boolean> = {};
  const kept: Params = {};
  for (const [k, v] of Object.entries(out)) {
    if (v === undefined) continue;
    if (userIdFields.includes(k)) kept[k] = v;
    else block[k] = v;
  }
  if (!Object.keys(block).length) return kept;
  return { ...kept, encryptData: await sm2Encrypt(JSON.stringify(block), key) };
}

/** The query string of the defined parameters, in their order. */
export function encode(params: Params): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) search.append(k, String(v));
  return search.toString();
}

/** Sends once; resolves with the unwrapped payload, rejects with a PublisherError. */
export async function sendOnce(
  deps: SendDeps,
  config: SiteConfig | undefined,
  op: Operation,
  own: Params,
  options: SendOptions = {},
): Promise<unknown> {
  const params = { ...commonFields(deps, config), ...(await encryptParams(op, own, config)) };
  const headers = requestHeaders(deps, config);
  if (op.programSigned) {
    // the signature covers the operation's own fields, the site id the common fields add included
    const signed = { ...own, siteid: params.siteid };
    Object.assign(
      headers,
      programSignHeaders(signed, {
        devid: deps.credentials.device(),
        token: deps.credentials.member()?.accessToken ?? '',
        timestamp: deps.now(),
        random: Math.floor(Math.random() * 1_000_000),
      }),
    );
  }
  const query = encode(params);
  const base = deps.bases[op.service];
  const isGet = op.method === 'GET';
  // a multipart body's type (with its boundary) is the transport's to set
  if (!isGet && !options.file) headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  const { httpStatus, body } = await exchange(options.fetch ?? deps.fetch, {
    url: isGet ? `${base}${op.path}?${query}` : `${base}${op.path}`,
    method: op.method,
    headers,
    body: isGet ? undefined : options.file ? multipart(params, options.file) : query,
    timeoutMs: timeouts[op.timeout],
    signal: options.signal,
    operation: op.name,
  });
  const envelope = readEnvelope(body);
  if (!envelope.ok) throw statusError(envelope, op.name, httpStatus);
  // an HTTP failure without a status body (proxy page, 502 from a gateway) is the transport's fault
  if (httpStatus >= 400) {
    throw new PublisherError({ kind: 'http', key: 'error', httpStatus, operation: op.name });
  }
  return envelope.data;
}
