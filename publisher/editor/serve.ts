import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublisherContext } from '../context.ts';
import { describeIssue } from '../validation.ts';
import { EditorError, EditorFile, type EditorRoute } from './route.ts';

/** True when the request carries `Authorization: Bearer <token>`; compared in constant time. */
export function carriesToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match || token === '') return false;
  const given = Buffer.from(match[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * The newsroom's editor API under `/editor/api/`: JSON in and out (or a file, EditorFile), every route behind the bearer token
 * (PUBLISHER_EDITOR_TOKEN). Without a configured token the API answers 503 to everything: a publisher that never set
 * one has no open editor API.
 */
export function registerEditor(
  app: FastifyInstance,
  ctx: PublisherContext,
  token: string | undefined,
  routes: EditorRoute[],
): void {
  void app.register(
    async (editor) => {
      editor.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
        if (!token)
          return reply.code(503).send({ error: 'editor API is not configured (PUBLISHER_EDITOR_TOKEN)' });
        if (!carriesToken(request.headers.authorization, token)) {
          return reply
            .code(401)
            .header('WWW-Authenticate', 'Bearer realm="editor"')
            .send({ error: 'a valid editor token is required' });
        }
      });
      editor.setErrorHandler((error, request, reply) => {
        if (error instanceof EditorError) return reply.code(error.httpStatus).send({ error: error.message });
        const code = (error as { statusCode?: number }).statusCode;
        if (code && code >= 400 && code < 500) return reply.code(code).send({ error: 'malformed request' });
        request.log.error({ err: error }, 'unhandled editor API error');
        return reply.code(500).send({ error: 'internal error' });
      });
      editor.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'no such editor route' }));
      for (const route of routes) {
        editor.route({
          method: route.method,
          url: `/${route.path}`,
          ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
          handler: async (request, reply) => {
            const raw = route.method === 'GET' || route.method === 'DELETE' ? request.query : request.body;
            const parsed = route.input.safeParse(raw ?? {});
            if (!parsed.success) return reply.code(400).send({ error: describeIssue(parsed.error) });
            const params = (request.params ?? {}) as Record<string, string>;
            const body = await route.handle(ctx, parsed.data, params);
            if (body instanceof EditorFile)
              return reply
                .code(route.status ?? 200)
                .type(body.contentType)
                .header('Content-Disposition', `attachment; filename="${body.filename}"`)
                .send(body.body);
            return reply.code(route.status ?? 200).send(body ?? {});
          },
        });
      }
    },
    { prefix: '/editor/api' },
  );
}
