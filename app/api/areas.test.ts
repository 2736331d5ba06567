import { describe, expect, test } from 'vitest';
import { areas } from './areas';

const fixtures = import.meta.glob<unknown>('./*/fixtures/*.json', { eager: true, import: 'default' });

const declared = Object.entries(areas).flatMap(([area, { operations }]) =>
  Object.entries(operations).map(([key, op]) => ({ area, key, op })),
);

describe('the areas table', () => {
  test('every operation is declared under its own name, once across the areas', () => {
    for (const { key, op } of declared) expect(op.name).toBe(key);
    const names = declared.map(({ op }) => op.name);
    expect(new Set(names).size).toBe(names.length);
  });

  test("every operation has its wire fixture in its area's folder, and every fixture an operation", () => {
    const expected = declared.map(({ area, op }) => `./${area}/fixtures/${op.name}.json`).sort();
    expect(Object.keys(fixtures).sort()).toEqual(expected);
  });
});
