import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSiteConfig } from '../../../test/fixtures.ts';
import { configOf, draftOf, sameConfig, validateSiteDraft, withColour } from './site-form.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the Site form draft', () => {
  it('turns an empty social link into none (null) and trims what was typed', () => {
    const draft = draftOf(
      createSiteConfig({ socials: { x: null, discord: 'https://d.gg/a', instagram: null } }),
    );
    expect(draft.socials).toEqual({ x: '', discord: 'https://d.gg/a', instagram: '' });
    const config = configOf({ ...draft, name: '  Koi  ', socials: { ...draft.socials, discord: '   ' } });
    expect(config.name).toBe('Koi');
    expect(config.socials).toEqual({ x: null, discord: null, instagram: null });
  });

  it('changes one colour without touching the others', () => {
    const draft = draftOf(createSiteConfig());
    const next = withColour(draft, 'styles.cardStyles.border', '#ff0000');
    expect(next.styles.cardStyles).toEqual({ ...draft.styles.cardStyles, border: '#ff0000' });
    expect(draft.styles.cardStyles.border).not.toBe('#ff0000');
  });

  it('sees no change in a configuration whose keys come in another order', () => {
    const config = createSiteConfig();
    const { mode, ...rest } = config;
    expect(sameConfig(config, { ...rest, mode })).toBe(true);
    expect(sameConfig(config, { ...config, mode: 'multi' })).toBe(false);
  });
});

describe('validateSiteDraft', () => {
  it('accepts the committed configuration', () => {
    const result = validateSiteDraft(draftOf(createSiteConfig()));
    expect(result).toEqual({ ok: true, config: createSiteConfig() });
  });

  it('names each field the server schema would refuse, in words people can act on', () => {
    const draft = draftOf(createSiteConfig());
    const result = validateSiteDraft({
      ...draft,
      name: ' ',
      logo: '',
      socials: { ...draft.socials, x: 'not a link' },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['logo', 'name', 'socials.x']);
    expect(result.errors.name).toBe('Enter the site name (up to 80 characters).');
    expect(result.errors['socials.x']).toMatch(/https:\/\//);
  });

  it('refuses a social link that is not http(s), which the footer would turn into a script link', () => {
    const draft = draftOf(createSiteConfig());
    const result = validateSiteDraft({
      ...draft,
      socials: { ...draft.socials, discord: 'javascript:alert(1)' },
    });
    expect(result.ok ? {} : result.errors).toHaveProperty(['socials.discord']);
  });

  it('refuses a colour the browser cannot paint, and an empty one', () => {
    vi.stubGlobal('CSS', { supports: (_property: string, value: string) => value.startsWith('#') });
    const draft = draftOf(createSiteConfig());
    const result = validateSiteDraft(
      withColour(withColour(draft, 'styles.background', 'blurple'), 'styles.color', '  '),
    );
    expect(result.ok ? [] : Object.keys(result.errors).sort()).toEqual(['styles.background', 'styles.color']);
  });
});
