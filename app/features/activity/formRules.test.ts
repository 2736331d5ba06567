import { describe, expect, test } from 'vitest';
import type { SignFormField } from '~/api/activity/entities';
import { isAcceptedPicture } from '~/lib/pictureKinds';
import { answersToSend, formProblem, isIdCardNumber } from './formRules';

const field = (key: string, type: SignFormField['type'], required = true): SignFormField => ({
  key,
  title: key,
  type,
  required,
  unique: false,
  options: [],
});
const form = [
  field('name', 'text'),
  field('phone', 'phone'),
  field('id', 'idcard'),
  field('day', 'date', false),
];
const now = Date.UTC(2030, 0, 10, 12);
const good = { name: '林', phone: '13912345678', id: '11010519491231002x' };

describe('sign-up form checks', () => {
  test('ID numbers: checksum and birth date', () => {
    expect(isIdCardNumber('11010519491231002X')).toBe(true);
    expect(isIdCardNumber('110105194912310021')).toBe(false);
    expect(isIdCardNumber('11010519491331002X')).toBe(false);
    expect(isIdCardNumber('1101051949123100')).toBe(false);
  });

  test('the first problem in form order', () => {
    expect(formProblem(form, good, now)).toBeUndefined();
    expect(formProblem(form, { ...good, name: '  ' }, now)).toEqual({
      field: 'name',
      message: 'activity.form.required',
    });
    expect(formProblem(form, { ...good, phone: '123' }, now)?.message).toBe('activity.form.badPhone');
    expect(formProblem(form, { ...good, id: '110105194912310021' }, now)?.message).toBe(
      'activity.form.badIdCard',
    );
    expect(formProblem(form, { ...good, name: 'a'.repeat(10_000) }, now)?.message).toBe(
      'activity.form.tooLong',
    );
    expect(formProblem(form, { ...good, name: '<script>' }, now)?.message).toBe('activity.form.noMarkup');
    expect(formProblem(form, { ...good, day: '2030-01-09' }, now)?.message).toBe('activity.form.pastDate');
    expect(formProblem(form, { ...good, day: '2030-01-10' }, now)).toBeUndefined();
  });

  test('what is sent', () => {
    expect(answersToSend(form, { ...good, name: ' 林 ', day: '' })).toEqual({
      ...good,
      id: '11010519491231002X',
    });
  });

  test('pictures: name and type must both say jpg/jpeg/png/gif/bmp', () => {
    expect(isAcceptedPicture({ name: 'a.JPG', type: 'image/jpeg' })).toBe(true);
    expect(isAcceptedPicture({ name: 'a.txt', type: 'text/plain' })).toBe(false);
    expect(isAcceptedPicture({ name: 'a.webp', type: 'image/webp' })).toBe(false);
  });
});
