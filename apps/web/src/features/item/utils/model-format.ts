/** The three.js loader that reads a model file. */
export type ModelFormat = 'gltf' | 'fbx';

/**
 * Which loader reads a model, by its file extension (decision 0018): GLTFLoader for gltf, FBXLoader
 * for fbx. Null when the URI names no extension (the indexer said 'model' from the Content-Type): the
 * file's first bytes decide then, see `sniffModelFormat`.
 */
export function modelFormatFor(extension: string | null): ModelFormat | null {
  switch (extension?.toLowerCase()) {
    case 'gltf':
    case 'glb':
      return 'gltf';
    case 'fbx':
      return 'fbx';
    default:
      return null;
  }
}

const fbxBinaryMagic = 'Kaydara FBX Binary';

/**
 * The format of a model file without an extension, from its first bytes: FBX files start with
 * 'Kaydara FBX Binary' or, in ASCII, a '; FBX' comment; anything else goes to GLTFLoader, which reads
 * both JSON glTF and binary GLB (and says so when it is neither).
 */
export function sniffModelFormat(bytes: ArrayBuffer): ModelFormat {
  const head = new TextDecoder('latin1').decode(bytes.slice(0, 64));
  if (head.startsWith(fbxBinaryMagic) || /^\uFEFF?\s*; FBX/.test(head)) return 'fbx';
  return 'gltf';
}
