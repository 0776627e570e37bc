import { describe, expect, it } from 'vitest';
import { type PostFormValues, postFieldOf, slugFromTitle, toPostInput } from './content-post-form.ts';

function createValues(overrides: Partial<PostFormValues> = {}): PostFormValues {
  return {
    slug: 'the-koi-rises',
    title: 'The koi rises',
    category: 'Lore',
    excerpt: 'How the koi became a dragon.',
    image: '',
    author: 'Suirin',
    markdown: '# The waterfall\n\nIt climbed.',
    ...overrides,
  };
}

describe('slugFromTitle', () => {
  it('turns a title into lower-case words joined by dashes', () => {
    expect(slugFromTitle("The Koi's Ascent, Part 2!")).toBe('the-kois-ascent-part-2');
  });

  it('drops accents and leading or trailing separators', () => {
    expect(slugFromTitle('  Élan — vital  ')).toBe('elan-vital');
  });
});

describe('toPostInput', () => {
  it('sends a blank image as null and the draft flag as asked', () => {
    const result = toPostInput(createValues({ title: '  The koi rises  ' }), true);
    expect(result.errors).toBeNull();
    expect(result.input).toMatchObject({ title: 'The koi rises', image: null, draft: true });
    expect(result.input).not.toHaveProperty('publishedAt');
  });

  it('names each field in error in the form’s words', () => {
    const result = toPostInput(
      createValues({ slug: 'Not A Slug', title: '', author: '', image: 'ftp://koi.png', markdown: '' }),
      false,
    );
    expect(result.input).toBeNull();
    expect(result.errors).toEqual({
      slug: 'Slug must be lower-case words joined by dashes',
      title: 'Title is needed',
      author: 'Author is needed',
      image: 'Image must be a site path or an https URL',
      markdown: 'Body is needed',
    });
  });

  it('states the limit of a field that is too long', () => {
    const result = toPostInput(createValues({ category: 'c'.repeat(41) }), false);
    expect(result.errors).toEqual({ category: 'Category must be at most 40 characters' });
  });
});

describe('postFieldOf', () => {
  it('knows the form’s fields and nothing else', () => {
    expect(postFieldOf('slug')).toBe('slug');
    expect(postFieldOf('publishedAt')).toBeNull();
    expect(postFieldOf('toString')).toBeNull();
    expect(postFieldOf(undefined)).toBeNull();
  });
});
