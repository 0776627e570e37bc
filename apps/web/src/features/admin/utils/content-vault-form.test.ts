import { VAULT_FILE_MAX_BYTES } from '@guardians/shared/vault';
import { describe, expect, it } from 'vitest';
import { checkVaultUpload, emptyVaultUpload, formatSize } from './content-vault-form.ts';

const picture = () => new File(['png'], 'koi.png', { type: 'image/png' });
const download = () => new File(['zip'], 'wallpapers.zip', { type: 'application/zip' });

describe('checkVaultUpload', () => {
  it('asks for each missing part', () => {
    expect(checkVaultUpload(emptyVaultUpload).errors).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      image: 'Choose the picture the vault shows',
      file: 'Choose the file holders download',
    });
  });

  it('refuses a picture that is not PNG, JPEG or WebP, and an empty file', () => {
    const result = checkVaultUpload({
      ...emptyVaultUpload,
      title: 'Wallpapers',
      description: 'Four wallpapers',
      image: new File(['gif'], 'koi.gif', { type: 'image/gif' }),
      file: new File([], 'empty.zip'),
    });
    expect(result.errors).toEqual({
      image: 'The picture must be a PNG, JPEG or WebP file',
      file: 'The file is empty',
    });
  });

  it('refuses a file over the vault’s limit before sending it', () => {
    const big = download();
    Object.defineProperty(big, 'size', { value: VAULT_FILE_MAX_BYTES + 1 });
    const result = checkVaultUpload({
      ...emptyVaultUpload,
      title: 'T',
      description: 'D',
      image: picture(),
      file: big,
    });
    expect(result.errors?.file).toBe('The file is 50.0 MB; the vault takes files up to 50.0 MB');
  });

  it('hands back the trimmed upload when everything is there', () => {
    const result = checkVaultUpload({
      title: ' Wallpapers ',
      description: 'Four wallpapers',
      holdersOnly: true,
      image: picture(),
      file: download(),
    });
    expect(result.upload).toMatchObject({ title: 'Wallpapers', holdersOnly: true });
  });
});

describe('formatSize', () => {
  it('prints bytes in binary units', () => {
    expect(formatSize(1)).toBe('1 byte');
    expect(formatSize(1536)).toBe('1.5 KB');
  });
});
