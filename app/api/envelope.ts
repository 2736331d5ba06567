// The body envelope and the status catalogue of spec §8, as pure decisions; request.ts carries them out.
import { PublisherError, type PublisherErrorKey } from './errors';
import { int, rec, str } from './lenient';

export type Envelope =
  { ok: true; data: unknown } | { ok: false; code: number; message: string; reason: string };

const hasNumber = (v: unknown) => v !== undefined && v !== null && v !== '' && !Number.isNaN(Number(v));

/** Wrapped `{status, message, data}`, SSO `{code, msg, value}`, or a raw payload (PUBLISHER_API §2.1). */
export function readEnvelope(body: unknown): Envelope {
  if (Array.isArray(body) || typeof body !== 'object' || body === null) return { ok: true, data: body };
  const o = rec(body);
  if (hasNumber(o.status) && ('data' in o || 'message' in o)) {
    const status = int(o.status);
    // spec §8: 0 unwraps, 1 gives an empty object
    if (status === 0) return { ok: true, data: 'data' in o ? o.data : {} };
    if (status === 1) return { ok: true, data: {} };
    return {
      ok: false,
      code: status,
      message: str(o.message) || str(o.error),
      reason: str(o.msg),
    };
  }
  if (hasNumber(o.code) && ('value' in o || 'msg' in o)) {
    if (int(o.code) === 1) return { ok: true, data: o.value ?? {} };
    return { ok: false, code: -1, message: str(o.error), reason: str(o.msg) };
  }
  return { ok: true, data: body };
}

export const statusCodes = {
  authInvalid: 1004,
  tokenInvalid: 10111,
  memberExpired: 10102,
  memberElsewhere: 10103,
  signupNeedsApp: 10201,
  commentFailedFirst: 10202,
  commentFailedLast: 10204,
} as const;

export type StatusAction = 'authInvalid' | 'tokenInvalid' | 'memberInvalid' | 'fail';

export function statusAction(code: number): StatusAction {
  if (code === statusCodes.authInvalid) return 'authInvalid';
  if (code === statusCodes.tokenInvalid) return 'tokenInvalid';
  if (code === statusCodes.memberExpired || code === statusCodes.memberElsewhere) return 'memberInvalid';
  return 'fail';
}

function keyFor(code: number): PublisherErrorKey {
  switch (statusAction(code)) {
    case 'authInvalid':
      return 'authInvalid';
    case 'tokenInvalid':
      return 'tokenInvalid';
    case 'memberInvalid':
      return 'loginExpired';
    default:
      if (code === statusCodes.signupNeedsApp) return 'downloadAppForSignup';
      if (code >= statusCodes.commentFailedFirst && code <= statusCodes.commentFailedLast)
        return 'commentFailed';
      return 'error';
  }
}

/** The error a failed envelope becomes; pages show `message` when present, else translate `key`. */
export function statusError(
  failed: { code: number; message: string; reason: string },
  operation: string,
  httpStatus: number,
): PublisherError {
  const key = keyFor(failed.code);
  return new PublisherError({
    kind: 'status',
    key,
    code: failed.code,
    // 10201's text is fixed by the spec; the others carry the server's words when it sent any
    message: key === 'downloadAppForSignup' ? '' : failed.message,
    reason: failed.reason,
    httpStatus,
    operation,
  });
}
