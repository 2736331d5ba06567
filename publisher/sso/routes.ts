import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PublisherContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { deviceParam, plainText } from '../validation.ts';
import { consumeCode, issueCode, lastCode, recordWrongCode, type CodePurpose } from './codes.ts';
import { SSO_ERRORS, SsoError } from './errors.ts';
import { memberWire, type MemberRow } from './member-wire.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

const phone = z.string({ error: 'phone_format_error' }).regex(/^1[3-9]\d{9}$/, 'phone_format_error');
const code = z.string({ error: 'param_error' }).regex(/^\d{6}$/, 'param_error');
const md5Password = z.string({ error: 'param_error' }).regex(/^[0-9a-fA-F]{32}$/, 'param_error');
const siteid = z
  .string()
  .regex(/^\d{1,6}$/, 'param_error')
  .optional();

const MINUTE = 60_000;
/** Limits (per phone, per address) on texting codes and on sign-in attempts. */
const LIMITS = {
  codePerPhoneMinute: [1, MINUTE],
  codePerPhoneHour: [5, 60 * MINUTE],
  codePerAddressHour: [20, 60 * MINUTE],
  loginPerPhone: [10, 15 * MINUTE],
  loginPerAddress: [50, 15 * MINUTE],
} as const;

type Handler = (ctx: PublisherContext, body: unknown, request: FastifyRequest) => Promise<unknown>;

function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? 'param_error';
  throw new SsoError(
    message in SSO_ERRORS ? (message as keyof typeof SSO_ERRORS) : 'param_error',
    `参数 ${parsed.error.issues[0]?.path.join('.') ?? ''} 不正确`,
  );
}

/** SSO answers carry both envelopes at once (PUBLISHER_API §3.10). */
function sendSso(reply: FastifyReply, request: FastifyRequest, value: unknown) {
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

function sendSsoError(reply: FastifyReply, request: FastifyRequest, error: SsoError) {
  const known = SSO_ERRORS[error.key];
  const text = error.key === 'param_error' && error.detail ? error.detail : known.text;
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

function limitLogin(ctx: PublisherContext, phoneNumber: string, ip: string) {
  const okPhone = ctx.limiter.hit(`login:phone:${phoneNumber}`, ...LIMITS.loginPerPhone);
  const okAddress = ctx.limiter.hit(`login:ip:${ip}`, ...LIMITS.loginPerAddress);
  if (!okPhone || !okAddress) throw new SsoError('too_many_requests');
}

async function signIn(ctx: PublisherContext, tx: Db, member: MemberRow, device: string) {
  const access = await ctx.tokens.issue('access', { uid: member.uid, device }, undefined, tx);
  const refresh = await ctx.tokens.issue('refresh', { uid: member.uid, device }, undefined, tx);
  return memberWire(ctx.publicUrl, member, {
    accessToken: access.token,
    refreshToken: refresh.token,
    expireTime: access.expiresAt,
  });
}

/** Runs a code-checked write; a wrong code is counted after the rollback so guesses stay limited. */
async function withCode<T>(
  ctx: PublisherContext,
  phoneNumber: string,
  purpose: CodePurpose,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await ctx.db.transaction(async (tx) => work(tx as unknown as Db));
  } catch (error) {
    if (error instanceof SsoError && error.key === 'code_error')
      await recordWrongCode(ctx.db, phoneNumber, purpose);
    throw error;
  }
}

function newMember(phoneNumber: string, passwordHash: string | null, nickname: string, now: number) {
  return {
    phone: phoneNumber,
    passwordHash,
    isDefPassword: passwordHash ? 0 : 1,
    nickname,
    headRef: null,
    score: 0,
    sex: '0',
    ssoToken: randomBytes(16).toString('hex'),
    createdAt: now,
  };
}

/** A unique-phone clash from the database (two registrations racing) reads as user_exists. */
function isUniqueViolation(error: unknown): boolean {
  const text = String(
    (error as { code?: string; cause?: { code?: string } })?.code ??
      (error as { cause?: { code?: string } })?.cause?.code ??
      '',
  );
  return text === '23505';
}

const HANDLERS: Record<string, Handler> = {
  async sendCode(ctx, body, request) {
    const input = parse(
      z.object({
        phone,
        type: z.enum(['login', 'register', 'bind'], { error: 'param_error' }),
        devid: deviceParam.optional(),
        siteid,
      }),
      body,
    );
    const allowed =
      ctx.limiter.allows(`code:phone:${input.phone}`, ...LIMITS.codePerPhoneMinute) &&
      ctx.limiter.allows(`code:phone-hour:${input.phone}`, ...LIMITS.codePerPhoneHour) &&
      ctx.limiter.allows(`code:ip:${request.ip}`, ...LIMITS.codePerAddressHour);
    if (!allowed) throw new SsoError('too_many_requests');
    ctx.limiter.hit(`code:phone:${input.phone}`, ...LIMITS.codePerPhoneMinute);
    ctx.limiter.hit(`code:phone-hour:${input.phone}`, ...LIMITS.codePerPhoneHour);
    ctx.limiter.hit(`code:ip:${request.ip}`, ...LIMITS.codePerAddressHour);
    const sent = await issueCode(ctx.db, input.phone, input.type, ctx.clock.now());
    // No SMS gateway here: the code goes to the console (and to tests through the test hook).
    ctx.log.info({ phone: input.phone, purpose: input.type }, `SMS code for ${input.phone}: ${sent}`);
    return { sent: true };
  },

  async loginByPhone(ctx, body, request) {
    const input = parse(z.object({ phone, code, devid: deviceParam, siteid }), body);
    limitLogin(ctx, input.phone, request.ip);
    return withCode(ctx, input.phone, 'login', async (tx) => {
      await consumeCode(tx, input.phone, 'login', input.code, ctx.clock.now());
      let [member] = await tx.select().from(members).where(eq(members.phone, input.phone)).limit(1);
      // Signing in by code with a new number creates the account, as real deployments do.
      member ??= (
        await tx
          .insert(members)
          .values(newMember(input.phone, null, `青岚网友${input.phone.slice(-4)}`, ctx.clock.now()))
          .returning()
      )[0];
      if (!member) throw new SsoError('user_not_exist');
      return signIn(ctx, tx, member, input.devid);
    });
  },

  async login(ctx, body, request) {
    const input = parse(z.object({ phone, password: md5Password, devid: deviceParam, siteid }), body);
    limitLogin(ctx, input.phone, request.ip);
    const [member] = await ctx.db.select().from(members).where(eq(members.phone, input.phone)).limit(1);
    if (!member) throw new SsoError('user_not_exist');
    if (!(await verifyPassword(input.password.toLowerCase(), member.passwordHash)))
      throw new SsoError('password_error');
    ctx.limiter.reset(`login:phone:${input.phone}`);
    return ctx.db.transaction((tx) => signIn(ctx, tx as unknown as Db, member, input.devid));
  },

  async register(ctx, body, request) {
    const input = parse(
      z.object({
        phone,
        code,
        password: md5Password,
        nickname: plainText('nickname', 20),
        devid: deviceParam,
        siteid,
      }),
      body,
    );
    limitLogin(ctx, input.phone, request.ip);
    const passwordHash = await hashPassword(input.password.toLowerCase());
    try {
      return await withCode(ctx, input.phone, 'register', async (tx) => {
        const [existing] = await tx
          .select({ uid: members.uid })
          .from(members)
          .where(eq(members.phone, input.phone))
          .limit(1);
        if (existing) throw new SsoError('user_exists');
        await consumeCode(tx, input.phone, 'register', input.code, ctx.clock.now());
        const [member] = await tx
          .insert(members)
          .values(newMember(input.phone, passwordHash, input.nickname, ctx.clock.now()))
          .returning();
        if (!member) throw new SsoError('user_not_exist');
        return signIn(ctx, tx, member, input.devid);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new SsoError('user_exists');
      throw error;
    }
  },

  async oauthBindPhone(ctx, body, request) {
    const input = parse(
      z.object({
        uid: z.string({ error: 'param_error' }).regex(/^\d{1,10}$/, 'param_error'),
        newPhone: phone,
        code,
        password: md5Password,
        devid: deviceParam.optional(),
        siteid,
      }),
      body,
    );
    // Binding changes an account: only with that member's live access token.
    const token =
      typeof request.headers.token === 'string' ? await ctx.tokens.find(request.headers.token) : undefined;
    if (!token || token.kind !== 'access' || token.uid !== Number(input.uid) || !ctx.tokens.isLive(token))
      throw new SsoError('token_invalid');
    limitLogin(ctx, input.newPhone, request.ip);
    const passwordHash = await hashPassword(input.password.toLowerCase());
    try {
      return await withCode(ctx, input.newPhone, 'bind', async (tx) => {
        const [other] = await tx
          .select({ uid: members.uid })
          .from(members)
          .where(eq(members.phone, input.newPhone))
          .limit(1);
        if (other && other.uid !== Number(input.uid)) throw new SsoError('user_exists');
        await consumeCode(tx, input.newPhone, 'bind', input.code, ctx.clock.now());
        const [member] = await tx
          .update(members)
          .set({ phone: input.newPhone, passwordHash, isDefPassword: 0 })
          .where(eq(members.uid, Number(input.uid)))
          .returning();
        if (!member) throw new SsoError('user_not_exist');
        return signIn(ctx, tx, member, input.devid ?? token.device);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new SsoError('user_exists');
      throw error;
    }
  },
};

export const SSO_OPERATIONS = Object.keys(HANDLERS);

export function registerSso(app: FastifyInstance, ctx: PublisherContext): void {
  for (const [name, handle] of Object.entries(HANDLERS)) {
    app.post(`/sso-app/api/${name}`, async (request, reply) => {
      try {
        return sendSso(reply, request, await handle(ctx, request.body, request));
      } catch (error) {
        if (error instanceof SsoError) return sendSsoError(reply, request, error);
        if (isUniqueViolation(error)) return sendSsoError(reply, request, new SsoError('user_exists'));
        throw error;
      }
    });
  }
  if (ctx.testHooks) {
    app.get('/sso-app/test/lastCode', async (request, reply) => {
      const query = z.object({ phone }).safeParse(request.query);
      if (!query.success) return sendSsoError(reply, request, new SsoError('phone_format_error'));
      return sendSso(reply, request, { code: (await lastCode(ctx.db, query.data.phone)) ?? null });
    });
  }
}
