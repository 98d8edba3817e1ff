import { describe, expect, it } from 'vitest';
import { ignoredFilterKeys, parseFilter } from '../../src/lib/rune-filter';

const ignored = (query: string) => {
  const params = new URLSearchParams(query);
  return ignoredFilterKeys(params, parseFilter(params, ['fire'], ['gm-core']));
};

describe('the rune index names the filters of a link it could not use', () => {
  it('names each unusable key once, by name, in the order of the form', () => {
    expect(ignored('max=999&target=nope&trait=%3Cb%3E&book=x&sort=cost&dir=up')).toEqual(['target', 'trait', 'book', 'max', 'sort', 'dir']);
  });

  it('says nothing of what it used, of empty values, or of keys that are not its own', () => {
    expect(ignored('target=armor&kind=property&trait=fire&book=gm-core&min=2&max=10&sort=price&dir=desc&text=flaming')).toEqual([]);
    expect(ignored('target=&max=&q=flaming&utm_source=x')).toEqual([]);
  });
});
