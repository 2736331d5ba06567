import { describe, expect, it } from 'vitest';
import { formProblem } from './formRules';

const fine = { title: '湖畔荷花', text: '清晨。', authorName: '林小溪', phone: '', requestKey: 'k' };

describe('the 投稿 form’s checks', () => {
  it('asks for a title, the text and the author, within their lengths, and a phone that looks like one', () => {
    expect(formProblem(fine)).toBeUndefined();
    expect(formProblem({ ...fine, title: '  ' })?.key).toBe('submission.form.emptyTitle');
    expect(formProblem({ ...fine, title: '长'.repeat(61) })).toMatchObject({
      key: 'submission.form.tooLong',
      max: 60,
    });
    expect(formProblem({ ...fine, text: '' })?.key).toBe('submission.form.emptyText');
    expect(formProblem({ ...fine, authorName: '' })?.key).toBe('submission.form.emptyAuthor');
    expect(formProblem({ ...fine, phone: 'abc' })?.key).toBe('submission.form.badPhone');
    // code points, as the publisher counts: a Tibetan stack or an emoji is not two
    expect(formProblem({ ...fine, title: '😀'.repeat(60) })).toBeUndefined();
  });
});
