import { describe, expect, it } from 'vitest';
import { checkCollectionSettings } from './collections-settings-form.ts';

const values = {
  slug: 'guardians',
  description: '',
  image: '',
  bannerImage: '/banners/falls.webp',
  presaleUrl: '',
};

describe('checkCollectionSettings', () => {
  it('takes blank fields (they clear) and trims the rest', () => {
    const result = checkCollectionSettings({ ...values, description: '  The koi  ' });
    expect(result.settings).toEqual({ ...values, description: 'The koi' });
  });

  it('names the field in its label, not the API’s name', () => {
    const result = checkCollectionSettings({
      ...values,
      slug: 'Bad Slug',
      image: 'ftp://koi.png',
      presaleUrl: 'http://mint.example',
    });
    expect(result.errors).toEqual({
      slug: 'Slug must be lower-case words joined by hyphens',
      image: 'Must be an https URL or a site path',
      presaleUrl: 'Must be an https URL or a site path',
    });
  });
});
