import type { z } from 'zod';
import type { PublisherContext } from '../context.ts';

/**
 * One route of the newsroom's editor API (`/editor/api/<path>`, docs/editor-api.md). `path` is relative to
 * `/editor/api/` and may hold Fastify parameters (`comments/:id/approve`). `input` validates the JSON body of a
 * POST/PUT/PATCH or the query of a GET/DELETE; a failure answers 400 with the message. `handle` answers the JSON body
 * itself (no app_if envelope: this is the newsroom's own API).
 */
export type EditorRoute<S extends z.ZodType = z.ZodType> = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  input: S;
  /** 200 unless said otherwise (201 for a create). */
  status?: number;
  /** Bytes the JSON body may hold when the server's 32 KB is not enough (a site's word lists). */
  bodyLimit?: number;
  handle: (ctx: PublisherContext, input: z.infer<S>, params: Record<string, string>) => Promise<unknown>;
};

export function editorRoute<S extends z.ZodType>(route: EditorRoute<S>): EditorRoute {
  return route as unknown as EditorRoute;
}

/** A refusal with an HTTP status and a message the newsroom's tool can show. */
export class EditorError extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }
}

/** An answer that is a file, not JSON (a CSV export): sent with its type and as a download named `filename`. */
export class EditorFile {
  constructor(
    readonly contentType: string,
    readonly filename: string,
    readonly body: string,
  ) {}
}
