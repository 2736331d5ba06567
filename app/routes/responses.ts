// How a loader's reads become the right page: nothing there is a 404, the publisher failing a 503 (the error
// pages say so in the reader's language); anything else is a bug and stays a 500.
import { data } from 'react-router';
import { isPublisherError } from '~/api/errors';

export const notFound = () => data(null, { status: 404 });

/** The reads' result: null (no such thing) throws a 404, a PublisherError a 503. */
export async function fromPublisher<T>(read: () => Promise<T | null>): Promise<T> {
  let result: T | null;
  try {
    result = await read();
  } catch (error) {
    if (isPublisherError(error)) throw data(null, { status: 503 });
    throw error;
  }
  if (result === null) throw notFound();
  return result;
}
