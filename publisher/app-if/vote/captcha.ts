import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { readerAddress } from '../../auth/reader-address.ts';
import type { PublisherContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { voteCaptchas } from '../../db/schema/index.ts';
import { PublisherError, STATUS } from '../../envelope.ts';
import { loadSharp } from '../../images/render.ts';
import { describeIssue } from '../../validation.ts';

/** A code answers once and lives this long (docs/vote-record.md). */
export const CAPTCHA_LIFE_MS = 3 * 60_000;
/** No look-alikes (0/O, 1/I/L): a reader types what they see. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const WIDTH = 120;
const HEIGHT = 44;

/**
 * Codes one address may draw a minute. Every draw is a row and a render, so a script must not draw without bound;
 * a reader needs a few. Generous because many readers share an address (a carrier's NAT, a school, an office).
 */
export const CAPTCHAS_PER_ADDRESS_MINUTE = 60;
export const CAPTCHA_TOO_MANY = '获取验证码过于频繁，请稍后再试';

export const codeKeyParam = z
  .string({ error: '缺少参数 codeKey' })
  .regex(/^[A-Za-z0-9-]{16,64}$/, 'codeKey 格式不正确');

const between = (min: number, max: number) => min + randomInt(max - min + 1);

/**
 * The picture of a code: each character turned and moved on its own, crossing curves and dots over it, drawn as SVG
 * and rendered to PNG, so the characters are pixels only (an SVG answer would hand the code to any script).
 */
export async function drawCaptcha(answer: string): Promise<Buffer> {
  const chars = [...answer]
    .map((c, i) => {
      const x = 14 + i * 26 + between(-3, 3);
      const y = 32 + between(-4, 4);
      const hue = between(190, 260);
      return `<text x="${x}" y="${y}" transform="rotate(${between(-25, 25)} ${x + 8} ${y - 10})" fill="hsl(${hue},45%,30%)" font-size="${between(24, 30)}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold">${c}</text>`;
    })
    .join('');
  const curves = Array.from({ length: 3 }, () => {
    const y = () => between(4, HEIGHT - 4);
    return `<path d="M0 ${y()} C${between(20, 50)} ${y()} ${between(70, 100)} ${y()} ${WIDTH} ${y()}" stroke="hsl(${between(0, 359)},40%,45%)" stroke-width="${between(1, 2)}" fill="none"/>`;
  }).join('');
  const dots = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${between(0, WIDTH)}" cy="${between(0, HEIGHT)}" r="1" fill="hsl(${between(0, 359)},30%,50%)"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="#f4f1ea"/>${dots}${chars}${curves}</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png({ palette: true }).toBuffer();
}

export function newCaptchaAnswer(): string {
  return Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/**
 * Takes the code under `codeKey` out (one use, right or wrong, as a vote does in its ballot box) and answers whether
 * `typed` was its answer, within its life. Sign-in past a phone's ceiling of wrong guesses asks for it.
 */
export async function takeCaptcha(db: Db, codeKey: string, typed: string, now: number): Promise<boolean> {
  const [code] = await db.delete(voteCaptchas).where(eq(voteCaptchas.codeKey, codeKey)).returning();
  return code !== undefined && code.expiresAt >= now && code.answer === typed.trim().toUpperCase();
}

/**
 * `GET /app_if/voteVerifyCode?codeKey=` (spec §7: the image verification code, binary): a new code under the key
 * the page chose, as a PNG that no cache keeps. Open to every caller (an <img> sends no token), so limited by the
 * reader's address: past CAPTCHAS_PER_ADDRESS_MINUTE a minute, 429 with a message and nothing stored.
 */
export function registerVoteCaptcha(app: FastifyInstance, ctx: PublisherContext): void {
  app.get('/app_if/voteVerifyCode', async (request, reply) => {
    const parsed = z.object({ codeKey: codeKeyParam }).safeParse(request.query ?? {});
    if (!parsed.success) throw new PublisherError(400, STATUS.error, describeIssue(parsed.error));
    const address = readerAddress(request.ip, request.headers['x-forwarded-for'], ctx.trustedProxies);
    if (!ctx.limiter.hit(`captcha:ip:${address}`, CAPTCHAS_PER_ADDRESS_MINUTE, 60_000))
      throw new PublisherError(429, STATUS.error, CAPTCHA_TOO_MANY);
    const answer = newCaptchaAnswer();
    await ctx.votes.saveCaptcha(parsed.data.codeKey, answer, ctx.clock.now() + CAPTCHA_LIFE_MS);
    return reply
      .type('image/png')
      .header('cache-control', 'no-store')
      .send(await drawCaptcha(answer));
  });
}
