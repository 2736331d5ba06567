import type { FastifyReply, FastifyRequest } from 'fastify';

/** Status codes of the interface (spec §8, docs/publisher-interface.md). */
export const STATUS = {
  ok: 0,
  empty: 1,
  error: -1,
  authInvalid: 1004,
  memberExpired: 10102,
  memberElsewhere: 10103,
  tokenInvalid: 10111,
  /** sign-up progress is shown in the publisher's app only (spec §8) */
  signupNeedsApp: 10201,
} as const;

/** `curVersions` (query or form) asks for the wrapped envelope; without it real deployments answer the raw payload. */
export function wantsWrapped(request: FastifyRequest): boolean {
  const pick = (source: unknown) =>
    source && typeof source === 'object' ? (source as Record<string, unknown>).curVersions : undefined;
  const value = pick(request.query) ?? pick(request.body);
  return typeof value === 'string' && value !== '' && value !== '0';
}

export function sendPayload(request: FastifyRequest, reply: FastifyReply, payload: unknown): FastifyReply {
  return reply.send(
    wantsWrapped(request) ? { status: STATUS.ok, message: 'success', data: payload } : payload,
  );
}

/** Errors always carry the wrapped shape: a raw payload has no place for a status. */
export function sendError(
  reply: FastifyReply,
  httpStatus: number,
  status: number,
  message: string,
): FastifyReply {
  return reply.code(httpStatus).send({ status, message, data: {} });
}

/** Thrown by handlers for a clean, expected refusal; the error handler turns it into the envelope. */
export class PublisherError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badInput = (message: string) => new PublisherError(400, STATUS.error, message);
