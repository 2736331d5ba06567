import { describe, expect, it } from 'vitest';
import type { DraftFile } from '~/features/ui/upload/formDrafts';
import { formProblem, uploadIds, type InquiryFields } from './formRules';

const good: InquiryFields = {
  title: '老桥栏杆松动',
  text: '东侧栏杆松动，孩子每天经过。',
  categoryId: 831002,
  regionId: 831101,
  departmentId: 830002,
  realName: '王小桥',
  phone: '139 0000-4102',
  location: '',
  requestKey: 'abcdefgh1234',
};

const file = (id?: number): DraftFile =>
  ({
    key: `f${id ?? 'x'}`,
    name: 'IMG.jpg',
    kind: 'picture',
    upload: { state: id ? 'done' : 'sending' },
    ...(id ? { attachment: { id, kind: 'picture' } } : {}),
  }) as unknown as DraftFile;

describe('the inquiry form’s rules', () => {
  it('a complete inquiry passes; a phone typed with spaces and dashes is an 11-digit mobile', () => {
    expect(formProblem(good, [])).toBeUndefined();
  });

  it('says the first thing missing or wrong, in the order of the form', () => {
    expect(formProblem({ ...good, title: '  ' }, [])).toEqual({ key: 'qa.form.emptyTitle' });
    expect(formProblem({ ...good, title: '问'.repeat(51) }, [])).toEqual({
      key: 'qa.form.titleTooLong',
      max: 50,
    });
    // lengths count code points, as the publisher does: 50 emoji are 50
    expect(formProblem({ ...good, title: '🙂'.repeat(50) }, [])).toBeUndefined();
    expect(formProblem({ ...good, text: '' }, [])).toEqual({ key: 'qa.form.emptyText' });
    expect(formProblem({ ...good, categoryId: 0 }, [])).toEqual({ key: 'qa.form.noCategory' });
    expect(formProblem({ ...good, regionId: 0 }, [])).toEqual({ key: 'qa.form.noRegion' });
    expect(formProblem({ ...good, departmentId: 0 }, [])).toEqual({ key: 'qa.form.noDepartment' });
    expect(formProblem({ ...good, realName: '' }, [])).toEqual({ key: 'qa.form.noName' });
    expect(formProblem({ ...good, phone: '12345' }, [])).toEqual({ key: 'qa.form.badPhone' });
    expect(formProblem({ ...good, phone: '+86 13900004102' }, [])).toEqual({ key: 'qa.form.badPhone' });
    expect(formProblem({ ...good, location: '路'.repeat(101) }, [])).toEqual({
      key: 'qa.form.locationTooLong',
      max: 100,
    });
    expect(
      formProblem(
        good,
        Array.from({ length: 10 }, (_, i) => file(i + 1)),
      ),
    ).toEqual({
      key: 'qa.form.tooManyFiles',
      max: 9,
    });
  });

  it('sends the ids of the finished uploads only', () => {
    expect(uploadIds([file(7), file(), file(9)])).toEqual([7, 9]);
  });
});
