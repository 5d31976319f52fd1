import { describe, expect, it } from 'vitest';
import { readListSearch, withSearch } from './list-search';

describe('list search', () => {
  it('reads the filters from the address, upper-casing codes and ignoring blanks', () => {
    expect(
      readListSearch(new URLSearchParams('vassalage=pg&gameClassify=jp&gameName=%20tiger%20')),
    ).toEqual({
      vassalage: 'PG',
      gameClassify: 'JP',
      gameName: 'tiger',
      view: 'all',
    });
    expect(
      readListSearch(new URLSearchParams('vassalage=&view=favorites')).vassalage,
    ).toBeUndefined();
    expect(readListSearch(new URLSearchParams('view=favorites')).view).toBe('favorites');
    expect(readListSearch(new URLSearchParams('view=elsewhere')).view).toBe('all');
  });

  it('changes one filter and keeps the others', () => {
    const params = new URLSearchParams('vassalage=PG&gameName=tiger');
    expect(withSearch(params, { vassalage: 'JILI' })).toBe('?vassalage=JILI&gameName=tiger');
    expect(withSearch(params, { vassalage: undefined })).toBe('?gameName=tiger');
    expect(withSearch(new URLSearchParams('view=recent'), { view: undefined })).toBe('');
  });
});
