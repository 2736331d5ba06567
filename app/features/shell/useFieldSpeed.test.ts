import { expect, it } from 'vitest';
import { pageTypeOf } from './useFieldSpeed';

it('web vitals are grouped by the route module, in characters the collector takes', () => {
  expect(pageTypeOf('routes/newsDetail')).toBe('newsDetail');
  expect(pageTypeOf('routes/commentAll.$id')).toBe('commentAll.id');
  expect(pageTypeOf('root')).toBe('root');
  expect(pageTypeOf(undefined)).toBe('unknown');
});
