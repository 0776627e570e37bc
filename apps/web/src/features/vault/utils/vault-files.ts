import { apiBaseUrl } from '../../../lib/api-client.ts';
import { getEnv } from '../../../lib/env.ts';

/** The media and the signed file links live on the API's origin (same origin in production). */
export function serverUrl(path: string): string {
  return path.startsWith('/') ? `${apiBaseUrl(getEnv().apiUrl)}${path}` : path;
}

const units = ['bytes', 'KB', 'MB', 'GB'] as const;

/** 1536 -> '1.5 KB', 2_400_000 -> '2.3 MB' (binary units, one decimal from KB up). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} ${value === 1 ? 'byte' : 'bytes'}` : `${value.toFixed(1)} ${units[unit]}`;
}

/** The file's kind as people name it: its extension ('PNG', 'PDF'), else the mime subtype. */
export function fileTypeLabel(mimeType: string, fileName: string): string {
  const extension = /\.([a-z0-9]{2,5})$/i.exec(fileName)?.[1];
  if (extension) return extension.toUpperCase();
  const subtype = mimeType.split('/')[1]?.split(/[+;]/)[0];
  return subtype && /^[a-z0-9]{2,5}$/i.test(subtype) ? subtype.toUpperCase() : 'FILE';
}

/**
 * Hands the signed link to the browser as a download: an anchor with `download` names the file on
 * the same origin, and the server's Content-Disposition: attachment does so on any origin.
 */
export function saveFromUrl(url: string, fileName: string, doc: Document = document): void {
  const anchor = doc.createElement('a');
  anchor.href = serverUrl(url);
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  doc.body.append(anchor);
  anchor.click();
  anchor.remove();
}
