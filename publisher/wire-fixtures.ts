import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The front end's wire fixtures: `app/api/<area>/fixtures/<operation>.json`, one raw payload per operation. An
 * operation Founder answers in two forms, told apart by their parameters (getSubject: a 专题 by `columnId`, a 问吧
 * topic by `id`), has its other form as `<operation>.<form>.json` in the area that reads that form; `key` is what the
 * contract calls record its payload under (`<operation>` or `<operation>.<form>`).
 */
export type WireFixture = { area: string; operation: string; form?: string; key: string; payload: unknown };

const api = fileURLToPath(new URL('../app/api/', import.meta.url));

export function readWireFixtures(): WireFixture[] {
  const found: WireFixture[] = [];
  for (const area of readdirSync(api, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    let names: string[];
    try {
      names = readdirSync(join(api, area.name, 'fixtures'));
    } catch {
      continue;
    }
    for (const name of names.filter((n) => n.endsWith('.json')).sort()) {
      const payload: unknown = JSON.parse(readFileSync(join(api, area.name, 'fixtures', name), 'utf8'));
      const key = name.slice(0, -'.json'.length);
      const [operation = key, form] = key.split('.');
      found.push({ area: area.name, operation, ...(form ? { form } : {}), key, payload });
    }
  }
  return found;
}

/** What a fixture promises: an object's keys (each with its own shape), an array's item shape, or a value. */
type Shape = { keys: Map<string, Shape> } | { item: Shape | null } | 'value';

function shapeOf(value: unknown): Shape {
  if (Array.isArray(value)) return { item: value.map(shapeOf).reduce<Shape | null>(merge, null) };
  if (value !== null && typeof value === 'object')
    return { keys: new Map(Object.entries(value).map(([k, v]) => [k, shapeOf(v)])) };
  return 'value';
}

/** The union of two item shapes: every key either has; the richer shape where they differ. */
function merge(a: Shape | null, b: Shape): Shape {
  if (a === null || a === 'value') return b;
  if (b === 'value') return a;
  if ('keys' in a && 'keys' in b) {
    const keys = new Map(a.keys);
    for (const [k, s] of b.keys) keys.set(k, merge(keys.get(k) ?? null, s));
    return { keys };
  }
  if ('item' in a && 'item' in b)
    return { item: a.item && b.item ? merge(a.item, b.item) : (a.item ?? b.item) };
  return b;
}

/**
 * The field paths of the fixture that the live answer lacks (common.md, "wire fixtures"): objects need every key
 * the fixture has, recursively; an array's items need the union of the keys over the fixture's items, checked on
 * every item of the live answer; an empty fixture array only asks for an array. Paths read `list[3].fileId`.
 */
export function missingPaths(fixture: unknown, live: unknown): string[] {
  const missing: string[] = [];
  const walk = (shape: Shape, value: unknown, at: string) => {
    if (shape === 'value') return;
    if ('item' in shape) {
      if (!Array.isArray(value)) return void missing.push(`${at || '(payload)'} (not an array)`);
      if (shape.item) {
        const item = shape.item;
        value.forEach((v, i) => walk(item, v, `${at}[${i}]`));
      }
      return;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      return void missing.push(`${at || '(payload)'} (not an object)`);
    for (const [key, inner] of shape.keys) {
      const path = at ? `${at}.${key}` : key;
      if (!(key in value)) missing.push(path);
      else walk(inner, (value as Record<string, unknown>)[key], path);
    }
  };
  walk(shapeOf(fixture), live, '');
  return missing;
}
