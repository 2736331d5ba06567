// A call for submissions and the list of calls, read and shaped on the server: the same for every visitor.
import { publisherForServer } from '~/api/server';
import type { Call, CallPage } from '~/api/submission/entities';

/** The article body's allow-list sanitiser, handed in by the route (areas do not import each other). */
export type Sanitize = (html: string) => string;

/** null: no such call. Throws the client's PublisherError when the publisher fails. */
export async function loadCall(id: number, sanitize: Sanitize): Promise<Call | null> {
  const call = await publisherForServer().submission.call(id);
  return call && { ...call, html: sanitize(call.html) };
}

export const loadCalls = (page: number): Promise<CallPage> => publisherForServer().submission.calls(page);
