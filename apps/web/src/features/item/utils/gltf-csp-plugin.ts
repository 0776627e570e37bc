import { FileLoader, TextureLoader } from 'three';
import type { GLTFLoaderPlugin, GLTFParser } from 'three/addons/loaders/GLTFLoader.js';
import { decodeDataUri, isDataUri } from './data-uri.ts';

/** FileLoader that decodes `data:` URIs itself instead of fetching them. */
class DataUriFileLoader extends FileLoader {
  override load(
    url: string,
    onLoad?: (data: string | ArrayBuffer) => void,
    onProgress?: (event: ProgressEvent) => void,
    onError?: (error: unknown) => void,
  ): void {
    if (!isDataUri(url)) {
      super.load(url, onLoad, onProgress, onError);
      return;
    }
    queueMicrotask(() => {
      let bytes: ArrayBuffer;
      try {
        bytes = decodeDataUri(url);
      } catch (error) {
        onError?.(error);
        return;
      }
      onLoad?.(bytes);
    });
  }
}

/**
 * Keeps GLTFLoader within the site's Content-Security-Policy (decision 0018). By default it fetch()es
 * embedded `data:` buffers, and textures through ImageBitmapLoader, which fetch()es `data:` and
 * `blob:` image URLs too; connect-src allows neither. Buffers are decoded here instead, and textures
 * load through <img> (TextureLoader, as GLTFLoader does on older Safari), which img-src allows.
 */
export function cspSafeResources(parser: GLTFParser): GLTFLoaderPlugin {
  const files = new DataUriFileLoader(parser.options.manager);
  files.setResponseType('arraybuffer');
  files.setRequestHeader(parser.options.requestHeader);
  if (parser.options.crossOrigin === 'use-credentials') files.setWithCredentials(true);
  parser.fileLoader = files;

  const textures = new TextureLoader(parser.options.manager);
  textures.setCrossOrigin(parser.options.crossOrigin);
  textures.setRequestHeader(parser.options.requestHeader);
  parser.textureLoader = textures;

  return { name: 'guardians_csp_safe_resources' };
}
