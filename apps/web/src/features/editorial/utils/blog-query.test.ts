import { describe, expect, it } from 'vitest';
import { readCategory, sameCategory, withCategory } from './blog-query.ts';

describe('blog category query', () => {
  it('reads the category from the URL', () => {
    expect(readCategory(new URLSearchParams('category=Lore'))).toBe('Lore');
    expect(readCategory(new URLSearchParams('category=%20Community%20'))).toBe('Community');
  });

  it('reads no category when it is missing, empty or too long', () => {
    expect(readCategory(new URLSearchParams(''))).toBeNull();
    expect(readCategory(new URLSearchParams('category='))).toBeNull();
    expect(readCategory(new URLSearchParams(`category=${'x'.repeat(41)}`))).toBeNull();
  });

  it('sets a category and keeps the other keys', () => {
    const next = withCategory(new URLSearchParams('ref=mail&category=Lore'), 'Art & Contest');
    expect(next.get('category')).toBe('Art & Contest');
    expect(next.get('ref')).toBe('mail');
  });

  it('clears the category on Reset without touching the original', () => {
    const params = new URLSearchParams('category=Lore');
    expect(withCategory(params, null).toString()).toBe('');
    expect(params.get('category')).toBe('Lore');
  });

  it('matches categories without regard to case', () => {
    expect(sameCategory('lore', 'Lore')).toBe(true);
    expect(sameCategory(null, null)).toBe(true);
    expect(sameCategory('Lore', null)).toBe(false);
  });
});
