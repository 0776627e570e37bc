/** What each upload slot must answer to each corpus file (issue 10 §2); kept in step with docs/security.md. */
export type Refusal = 'type' | 'pixels' | 'size';
/** `ok`: a 2xx whose files are re-encoded; otherwise the kind of refusal, whose status and code each slot gives. */
export type Outcome = 'ok' | Refusal;
export type SlotName = 'avatar' | 'shield' | 'shield edit' | 'media' | 'poster';

/** Every corpus file's outcome, then the slots that differ. Kept in step with docs/security.md. */
export const expected: Record<string, [Outcome, Partial<Record<SlotName, Outcome>>?]> = {
  'clean PNG': ['ok'],
  'clean JPEG': ['ok'],
  'SVG with script and onload': ['type'],
  'SVG named .png': ['type'],
  'plain HTML': ['type'],
  'HTML named .png': ['type'],
  'PNG + HTML polyglot (after IEND)': ['type'],
  'PNG with a script in a tEXt chunk': ['type'],
  'GIF + JS/HTML polyglot': ['type'],
  'JPEG with a script comment': ['type'],
  'PNG sent as text/html': ['ok'],
  'PNG bytes named .mp4': ['ok'],
  // The fan-art media slot takes MP4 video: kept as sent, served sandboxed.
  'MP4 bytes named .png': ['type', { media: 'ok' }],
  'MP4 + HTML polyglot (free box)': ['type', { media: 'ok' }],
  'oversize picture': ['size'],
  'oversize video': ['size'],
  'pixel flood PNG 30000x30000': ['pixels'],
  'pixel flood JPEG 65000x65000': ['pixels'],
  // Shields take PNG and JPEG only: a GIF is refused for its type before its size is read.
  'pixel flood GIF 65535x65535': ['pixels', { shield: 'type', 'shield edit': 'type' }],
  'truncated PNG': ['type'],
  'truncated JPEG': ['type'],
  'truncated MP4': ['type'],
  'QuickTime ftyp': ['type'],
  'AVIF brand, no picture': ['type'],
  'AVIF picture': ['type', { avatar: 'ok' }],
  'HEIC brand': ['type'],
};

export const avatarRefusals: Record<Refusal, [number, string]> = {
  type: [400, 'UNSUPPORTED_IMAGE'],
  pixels: [400, 'IMAGE_TOO_MANY_PIXELS'],
  size: [413, 'FILE_TOO_LARGE'],
};
export const shieldRefusals: Record<Refusal, [number, string]> = {
  type: [400, 'UNSUPPORTED_IMAGE'],
  pixels: [400, 'UNSUPPORTED_IMAGE'],
  size: [413, 'FILE_TOO_LARGE'],
};
export const submissionRefusals: Record<Refusal, [number, string]> = {
  type: [400, 'UNSUPPORTED_MEDIA'],
  pixels: [400, 'IMAGE_TOO_MANY_PIXELS'],
  size: [413, 'FILE_TOO_LARGE'],
};
