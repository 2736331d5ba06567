// Every request's parameters are read here, before any guard or handler: a body that is not what its content type
// says, a broken escape, a NUL or invalid UTF-8 in a name or value is the client's fault and answers 400 with words.
// Left alone, busboy's errors carry no status (a 500) and a NUL reaches PostgreSQL, which refuses it (a 500 too).
import { parse } from 'node:querystring';
import type { FastifyRequest } from 'fastify';
import { PublisherError, STATUS } from './envelope.ts';
import { unreadableForm, unreadableParameter } from './validation.ts';

/** A request whose parameters could not be read as text. */
export class UnreadableInput extends PublisherError {
  /** What Fastify's own error handling goes by (the editor API's handler answers its 400 from it). */
  readonly statusCode = 400;
  constructor(message: string) {
    super(400, STATUS.error, message);
  }
}

/** The urlencoded body parser (@fastify/formbody's `parser`): checked as it arrives, then parsed. */
export function parseForm(text: string) {
  const problem = unreadableForm(text);
  if (problem) throw new UnreadableInput(problem);
  return parse(text);
}

/**
 * A multipart body (an upload) into `request.body`: each field's value, a file's bytes as a Buffer. Whatever goes
 * wrong reading it (cut short, another boundary or none, a part without a name or named twice) is the body's
 * fault, so a 400; only a size limit keeps its 413 (the operation's own words, server.ts).
 */
export async function readMultipart(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const body: Record<string, unknown> = {};
  // an operation whose files are not held to the server's picture limit says so (Operation.fileLimit)
  const { fileLimit } = (request.routeOptions.config ?? {}) as { fileLimit?: number };
  try {
    for await (const part of request.parts(fileLimit ? { limits: { fileSize: fileLimit } } : undefined)) {
      // busboy names a part without a name `undefined`
      const name = part.fieldname as string | undefined;
      if (!name) throw new UnreadableInput('表单中有未命名的字段');
      if (Object.hasOwn(body, name)) throw new UnreadableInput(`参数 ${name} 重复`);
      body[name] = part.type === 'file' ? await part.toBuffer() : part.value;
    }
  } catch (error) {
    if (error instanceof UnreadableInput || (error as { statusCode?: number }).statusCode === 413)
      throw error;
    throw new UnreadableInput('表单数据不完整或格式不正确');
  }
  request.body = body;
}

/** Refuses a request with a parameter (query, path or body) that is not readable text (validation.ts). */
export async function refuseUnreadableInput(request: FastifyRequest): Promise<void> {
  const query = request.url.indexOf('?');
  const problem =
    (query < 0 ? undefined : unreadableForm(request.url.slice(query + 1))) ??
    unreadableParameter(request.params) ??
    unreadableParameter(request.body);
  if (problem) throw new UnreadableInput(problem);
}
