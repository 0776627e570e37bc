import { describe, expect, it } from 'vitest';
import { validateShieldDraft } from './shield-form.ts';

const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name);

describe('validateShieldDraft', () => {
  it("answers 'All fields are required' when the name or the description is blank", () => {
    expect(validateShieldDraft({ name: ' ', description: 'x', image: null })).toBe('All fields are required');
    expect(validateShieldDraft({ name: 'Keeper', description: '', image: null })).toBe(
      'All fields are required',
    );
  });

  it('accepts png, jpg and jpeg pictures only, in any letter case', () => {
    for (const name of ['a.png', 'b.JPG', 'c.jpeg']) {
      expect(validateShieldDraft({ name: 'Keeper', description: 'x', image: file(name) })).toBeNull();
    }
    for (const name of ['a.gif', 'b.svg', 'c.webp', 'png']) {
      expect(validateShieldDraft({ name: 'Keeper', description: 'x', image: file(name) })).toBe(
        'The picture must be a PNG or JPEG file',
      );
    }
  });

  it('asks a new shield for its picture, with the same sentence the server answers', () => {
    const draft = { name: 'Keeper', description: 'x', image: null };
    expect(validateShieldDraft(draft, { imageRequired: true })).toBe('All fields are required');
    expect(validateShieldDraft({ ...draft, image: file('a.png') }, { imageRequired: true })).toBeNull();
    expect(validateShieldDraft(draft)).toBeNull();
  });

  it('applies the server name rule (no underscores: they stand for spaces in download links)', () => {
    expect(validateShieldDraft({ name: 'a_b', description: 'x', image: null })).toMatch(/^name may use/);
    expect(validateShieldDraft({ name: 'Keeper', description: 'x', image: null })).toBeNull();
  });
});
