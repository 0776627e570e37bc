import { FileLoader, LoaderUtils, type Object3D } from 'three';
import { decodeDataUri, isDataUri } from './data-uri.ts';
import { cspSafeResources } from './gltf-csp-plugin.ts';
import { modelFormatFor, sniffModelFormat } from './model-format.ts';
import type { LoadProgress } from './viewer-status.ts';

type LoadModelOptions = {
  url: string;
  /** The extension the page previewed the media by; null when the URI has none. */
  extension: string | null;
  onProgress: (progress: LoadProgress) => void;
  signal: AbortSignal;
};

/**
 * Downloads a model file and parses it with the loader its extension names (its first bytes when it
 * has none). Each loader is its own chunk, so a glTF token never downloads FBXLoader and the
 * decompressor it brings, nor the other way round.
 */
export async function loadModel({ url, extension, onProgress, signal }: LoadModelOptions): Promise<Object3D> {
  const bytes = await download(url, onProgress, signal);
  const resourcePath = isDataUri(url) ? '' : LoaderUtils.extractUrlBase(url);
  if ((modelFormatFor(extension) ?? sniffModelFormat(bytes)) === 'fbx') {
    const { FBXLoader } = await import('three/addons/loaders/FBXLoader.js');
    return new FBXLoader().parse(bytes, resourcePath);
  }
  const { GLTFLoader } = await import('three/addons/loaders/GLTFLoader.js');
  const loader = new GLTFLoader().register(cspSafeResources);
  const gltf = await loader.parseAsync(bytes, resourcePath);
  return gltf.scene;
}

async function download(
  url: string,
  onProgress: (progress: LoadProgress) => void,
  signal: AbortSignal,
): Promise<ArrayBuffer> {
  if (isDataUri(url)) return decodeDataUri(url);
  const loader = new FileLoader().setResponseType('arraybuffer');
  signal.addEventListener('abort', () => loader.abort(), { once: true });
  const data = await loader.loadAsync(url, (event) => {
    // A compressed response can report more bytes read than its Content-Length.
    onProgress(event.lengthComputable ? Math.min(100, Math.round((event.loaded / event.total) * 100)) : null);
  });
  if (!(data instanceof ArrayBuffer)) throw new Error('The model file did not load as bytes');
  return data;
}
