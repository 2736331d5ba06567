import { describe, expect, it } from 'vitest';
import { parseHostList } from './hostList';

describe('parseHostList', () => {
  it('reads host names and drops what is not one', () => {
    expect(parseHostList(' Files.news.example, cdn.news.example:8443 https://x.example *')).toEqual([
      'files.news.example',
      'cdn.news.example:8443',
    ]);
    expect(parseHostList(undefined)).toEqual([]);
  });
});
