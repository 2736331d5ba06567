import { describe, expect, it } from 'vitest';
import { maskName } from './maskName';

describe('maskName', () => {
  it('keeps the first and last character, at most three stars between', () => {
    expect(maskName('张三丰')).toBe('张*丰');
    expect(maskName('湖边晨跑的人')).toBe('湖***人');
    expect(maskName('小周')).toBe('小*');
    expect(maskName('林')).toBe('林');
    expect(maskName('  ')).toBe('');
  });

  it('counts an emoji or a Tibetan letter once', () => {
    expect(maskName('😀ab')).toBe('😀*b');
    expect(maskName('བཀྲ')).toBe('བ*ྲ');
  });
});
