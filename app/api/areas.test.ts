import { describe, expect, test } from 'vitest';
import { areas } from './areas';

const fixtures = import.meta.glob<unknown>('./*/fixtures/*.json', { eager: true, import: 'default' });

const declared = Object.entries(areas).flatMap(([area, { operations }]) =>
  Object.entries(operations).map(([key, op]) => ({ area, key, op })),
);

describe('the areas table', () => {
  // an operation's other form (getSubject's 问吧 topic beside its 专题, publisher/wire-fixtures.ts) is declared as
  // `<name>.<form>` in the area that reads it
  test('every operation is declared under its own name (or its form), once across the areas', () => {
    for (const { key, op } of declared) expect(key.split('.')[0]).toBe(op.name);
    const keys = declared.map(({ key }) => key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  test("every operation has its wire fixture in its area's folder, and every fixture an operation", () => {
    const expected = declared.map(({ area, key }) => `./${area}/fixtures/${key}.json`).sort();
    expect(Object.keys(fixtures).sort()).toEqual(expected);
  });
});
