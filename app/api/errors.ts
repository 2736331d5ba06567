// One error type for every failure of a publisher call, so loaders can map it without knowing the transport.

export type PublisherErrorKind = 'network' | 'timeout' | 'http' | 'status' | 'malformed';

/**
 * Keys pages translate (no user-visible text lives in app/api; spec §8 names the messages).
 * `error` is the spec's generic fallback when the server sends no message.
 */
export type PublisherErrorKey =
  | 'network'
  | 'timeout'
  | 'error'
  | 'authInvalid'
  | 'tokenInvalid'
  | 'loginExpired'
  | 'downloadAppForSignup'
  | 'commentFailed'
  | 'malformed';

export interface PublisherErrorInit {
  kind: PublisherErrorKind;
  key: PublisherErrorKey;
  /** body status code, or the HTTP status when there is no body code */
  code?: number;
  /** the server's own message, when it sent one */
  message?: string;
  httpStatus?: number;
  /** SSO's machine-readable reason (`code_error`, `user_exists`, …), for pages to translate */
  reason?: string;
  operation?: string;
  cause?: unknown;
}

export class PublisherError extends Error {
  readonly kind: PublisherErrorKind;
  readonly key: PublisherErrorKey;
  readonly code: number;
  readonly httpStatus: number;
  readonly operation: string;
  readonly reason: string;

  constructor(init: PublisherErrorInit) {
    super(init.message ?? '', { cause: init.cause });
    this.name = 'PublisherError';
    this.kind = init.kind;
    this.key = init.key;
    this.code = init.code ?? init.httpStatus ?? 0;
    this.httpStatus = init.httpStatus ?? 0;
    this.operation = init.operation ?? '';
    this.reason = init.reason ?? '';
  }

  /** true when the publisher could not be reached or failed on its side (loaders answer 503) */
  get unavailable(): boolean {
    return this.kind === 'network' || this.kind === 'timeout' || this.httpStatus >= 500;
  }
}

export function isPublisherError(value: unknown): value is PublisherError {
  return value instanceof PublisherError;
}

/** Lookups by id answer status -1 for an unknown id (PUBLISHER_API §2.1): that is "not found". */
export function isNotFound(error: unknown): boolean {
  return (
    error instanceof PublisherError && error.kind === 'status' && error.code < 0 && error.httpStatus < 500
  );
}

/**
 * Whether a write whose call failed may still have been applied: no answer came (the connection, the time-out), the
 * publisher or a proxy failed on its side, or the answer could not be read. A refusal (bad input, too many) was
 * answered before anything was written. A write after such a failure is not to be undone as if refused.
 */
export function mayHaveBeenApplied(error: unknown): boolean {
  return !isPublisherError(error) || error.unavailable || error.kind === 'malformed';
}
