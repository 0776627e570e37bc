import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { fileTypeLabel, formatFileSize, saveFromUrl, serverUrl } from './vault-files.ts';

describe('formatFileSize', () => {
  it('uses bytes below 1 KB and one decimal above', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(1023)).toBe('1023 bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(2_400_000)).toBe('2.3 MB');
    expect(formatFileSize(-1)).toBe('');
  });
});

describe('fileTypeLabel', () => {
  it('names the type from the extension, else the mime type', () => {
    expect(fileTypeLabel('image/png', 'a.png')).toBe('PNG');
    expect(fileTypeLabel('application/pdf', 'report.pdf')).toBe('PDF');
    expect(fileTypeLabel('application/vnd.ms-excel', 'sheet.xlsx')).toBe('XLSX');
    expect(fileTypeLabel('image/svg+xml', 'logo')).toBe('SVG');
    expect(fileTypeLabel('application/octet-stream', 'blob')).toBe('FILE');
  });
});

describe('saving a signed link', () => {
  beforeEach(() => setEnv(createEnv({ apiUrl: 'https://api.example.test/api' })));
  afterEach(() => vi.restoreAllMocks());

  it('resolves server paths against the API origin', () => {
    expect(serverUrl('/api/vault/file/1?sig=x')).toBe('https://api.example.test/api/vault/file/1?sig=x');
    expect(serverUrl('https://cdn.test/f.png')).toBe('https://cdn.test/f.png');
  });

  it('clicks a hidden anchor naming the file, then removes it', () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    saveFromUrl('/api/vault/file/9?expires=1&sig=abc', 'banner.png');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.href).toBe('https://api.example.test/api/vault/file/9?expires=1&sig=abc');
    expect(clicked[0]?.download).toBe('banner.png');
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
