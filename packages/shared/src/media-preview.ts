import { previewableExtensions } from './catalogue.ts';

type PreviewableExtension = (typeof previewableExtensions)[number];
type PreviewKind = 'image' | 'video' | 'audio' | 'model';

/** How each previewable file type (spec section 3) is shown on the item page. */
const kindByExtension: Record<PreviewableExtension, PreviewKind> = {
  gltf: 'model',
  fbx: 'model',
  mp4: 'video',
  mp3: 'audio',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  svg: 'image',
  webp: 'image',
};

/** data: URIs carry a type instead of a file name: the type the matching extension stands for. */
const extensionByDataType: Record<string, PreviewableExtension> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpg',
  'image/svg+xml': 'svg',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'model/gltf+json': 'gltf',
};

export type MediaPreview =
  | { kind: 'none' }
  | { kind: 'unsupported'; extension: string | null }
  | { kind: PreviewKind; extension: PreviewableExtension | null };

function isPreviewable(extension: string): extension is PreviewableExtension {
  return (previewableExtensions as readonly string[]).includes(extension);
}

/**
 * The file extension of a media URI, lower-cased: from the last segment of its path, with the
 * query and fragment ignored (`.../image.png?size=512` is png). For a data: URI, the extension its
 * type stands for. Null when the URI names no extension.
 */
export function mediaExtension(uri: string): string | null {
  const trimmed = uri.trim();
  if (/^data:/i.test(trimmed)) {
    const type = trimmed.slice(5).split(/[;,]/)[0]?.trim().toLowerCase() ?? '';
    return extensionByDataType[type] ?? null;
  }
  const path = trimmed.split(/[?#]/)[0] ?? '';
  const segment = path.slice(path.lastIndexOf('/') + 1);
  const match = /\.([a-z0-9]+)$/i.exec(segment);
  return match?.[1]?.toLowerCase() ?? null;
}

type MediaInput = {
  uri: string | null;
  /** What the indexer learnt from the server's Content-Type; used only when the URI has no extension. */
  kind?: string | null;
};

const fallbackKinds: readonly string[] = ['image', 'video', 'audio', 'model'] satisfies PreviewKind[];

/**
 * How the item page previews a token's media (spec sections 3 and 8): by the URI's extension;
 * no URI is 'content not available yet', an extension outside the previewable list is
 * 'File type not supported!'. A URI without any extension (an IPFS CID, say) falls back to the
 * type the indexer read from the server (decision 0018).
 */
export function mediaPreviewFor(media: MediaInput): MediaPreview {
  if (!media.uri?.trim()) return { kind: 'none' };
  const extension = mediaExtension(media.uri);
  if (extension) {
    return isPreviewable(extension)
      ? { kind: kindByExtension[extension], extension }
      : { kind: 'unsupported', extension };
  }
  if (media.kind && fallbackKinds.includes(media.kind)) {
    return { kind: media.kind as PreviewKind, extension: null };
  }
  return { kind: 'unsupported', extension: null };
}
