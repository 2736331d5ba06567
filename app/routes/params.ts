// A URL's parameters as the pages read them: ids are whole numbers, anything else names nothing (a 404,
// never a 5xx, whatever the address holds).
import { notFound } from './responses';

/** An id, or undefined when the value is not one. */
export function idFrom(value: string | undefined): number | undefined {
  return value && /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

/** A path segment that must name something: its id, else a 404. */
export function requiredId(value: string | undefined): number {
  const id = idFrom(value);
  if (id === undefined) throw notFound();
  return id;
}

/** An optional path segment: absent is undefined, present but not an id a 404. */
export function optionalId(value: string | undefined): number | undefined {
  return value === undefined ? undefined : requiredId(value);
}

/** A whole number from the query, or undefined. */
export function queryNumber(query: URLSearchParams, name: string): number | undefined {
  const value = query.get(name);
  return value && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

/** The CMS's signed preview token (`previewToken`), when it has a token's shape; the publisher checks the rest. */
export function previewTokenFrom(query: URLSearchParams): string | undefined {
  const token = query.get('previewToken') ?? '';
  return /^[\w.-]{1,200}$/.test(token) ? token : undefined;
}
