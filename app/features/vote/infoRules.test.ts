import { expect, test } from 'vitest';
import { infoProblem } from './infoRules';

const rule = [
  { key: 'name', title: '姓名', type: 'text' as const, required: true },
  { key: 'phone', title: '手机号', type: 'phone' as const, required: true },
  { key: 'id', title: '身份证号', type: 'idcard' as const, required: false },
];

test('the user-info box asks for what the rule requires, in the right format, without markup', () => {
  expect(infoProblem(rule, { name: '林小溪', phone: '13912345678' })).toBeUndefined();
  expect(infoProblem(rule, { name: ' ', phone: '13912345678' })).toMatchObject({
    field: 'name',
    key: 'vote.info.required',
  });
  expect(infoProblem(rule, { name: '林', phone: '12345' })).toMatchObject({
    field: 'phone',
    key: 'vote.info.phone',
  });
  expect(infoProblem(rule, { name: '<b>林</b>', phone: '13912345678' })?.key).toBe('vote.info.markup');
  expect(infoProblem(rule, { name: 'x'.repeat(10_000), phone: '13912345678' })?.key).toBe(
    'vote.info.tooLong',
  );
  expect(infoProblem(rule, { name: '林', phone: '13912345678', id: '110105194912310021' })?.key).toBe(
    'vote.info.idcard',
  );
  expect(infoProblem(rule, { name: '林', phone: '13912345678', id: '11010519491231002x' })).toBeUndefined();
});
