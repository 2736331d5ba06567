import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Caller, Operation, PublisherContext } from '../context.ts';
import { anonymousCaller } from '../auth/guard.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { PublisherError, STATUS } from '../envelope.ts';
import { UnreadableInput } from '../readable-input.ts';
import { SSO_ERRORS, SsoError } from './errors.ts';
import { checkProgramSign } from './program-sign.ts';

/** Input problems as SSO error keys: a field's own key when its schema names one, else param_error with the field. */
export function ssoParse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? 'param_error';
  throw new SsoError(
    message in SSO_ERRORS ? (message as keyof typeof SSO_ERRORS) : 'param_error',
    `参数 ${parsed.error.issues[0]?.path.join('.') ?? ''} 不正确`,
  );
}

/** SSO answers carry both envelopes at once (PUBLISHER_API §3.10). */
export function sendSso(reply: FastifyReply, value: unknown) {
  return reply.send({
    code: 1,
    msg: 'success',
    value,
    status: 0,
    message: 'success',
    data: value,
    path: null,
    error: null,
    timestamp: Date.now(),
  });
}

export function sendSsoError(reply: FastifyReply, request: FastifyRequest, error: SsoError) {
  const known = SSO_ERRORS[error.key];
  // these two carry their own words: the field at fault, or what the moderation pipeline said
  const ownWords = error.key === 'param_error' || error.key === 'nickname_refused';
  const text = ownWords && error.detail ? error.detail : known.text;
  return reply.code(known.http).send({
    code: 0,
    msg: error.key,
    status: -1,
    message: text,
    error: text,
    data: {},
    path: request.url.split('?')[0],
    timestamp: Date.now(),
  });
}

/**
 * SSO knows no auth headers and no anonymous tokens: an open call needs nothing, a member call the member's live
 * access token in the `token` header (anything else is token_invalid).
 */
async function ssoCaller(ctx: PublisherContext, op: Operation, request: FastifyRequest): Promise<Caller> {
  const site = await ctx.sites.get();
  if (!site) throw new PublisherError(503, STATUS.error, '站点尚未配置');
  const caller = anonymousCaller(ctx, site, request);
  if (op.access === 'open') return caller;
  const token =
    typeof request.headers.token === 'string' ? await ctx.tokens.find(request.headers.token) : undefined;
  if (!token || token.kind !== 'access' || token.uid === null || !ctx.tokens.isLive(token))
    throw new SsoError('token_invalid');
  return { ...caller, uid: token.uid, device: token.device };
}

/** A route that answers in the SSO envelopes: refusals as SSO error keys, a unique-phone clash as user_exists. */
export function ssoRoute(
  answer: (request: FastifyRequest) => Promise<unknown>,
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  return async (request, reply) => {
    try {
      return sendSso(reply, await answer(request));
    } catch (error) {
      if (error instanceof SsoError) return sendSsoError(reply, request, error);
      if (isUniqueViolation(error)) return sendSsoError(reply, request, new SsoError('user_exists'));
      throw error;
    }
  };
}

/**
 * A 400 before the handler ran (a body that could not be read: broken JSON or multipart, unreadable bytes) is the
 * SSO's param_error in its own shape; anything else goes on to the server's error handler.
 */
function ssoRequestError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.statusCode !== 400) throw error;
  const words = error instanceof UnreadableInput ? error.message : '请求格式不正确';
  return sendSsoError(reply, request, new SsoError('param_error', words));
}

/** Serves each SSO operation at POST /sso-app/api/<name> (form body): input checked first, then the caller. */
export function registerSso(app: FastifyInstance, ctx: PublisherContext, operations: Operation[]): void {
  for (const op of operations) {
    app.post(
      `/sso-app/api/${op.name}`,
      { errorHandler: ssoRequestError },
      ssoRoute(async (request) => {
        const input = ssoParse(op.input, request.body);
        if (op.programSigned)
          checkProgramSign(
            request,
            (request.body ?? {}) as Record<string, unknown>,
            input as Record<string, unknown>,
            ctx.clock.now(),
          );
        return op.handle(ctx, input, await ssoCaller(ctx, op, request));
      }),
    );
  }
}
