import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import type { ViewerStatus } from '../utils/viewer-status.ts';
import { webgl2Available } from '../utils/webgl-support.ts';
import { MediaFrame } from './media-frame.tsx';
import { CubeIcon, DownloadIcon } from './media-icons.tsx';
import { MediaImage } from './media-image.tsx';
import { ModelCanvas } from './model-canvas.tsx';
import { ModelViewerStatus } from './model-viewer-status.tsx';

type ModelPreviewProps = {
  modelUrl: string;
  /** glTF or FBX; null when the indexer told the type but the URI has no extension. */
  extension: string | null;
  poster: string | null;
  alt: string;
};

/**
 * A 3D token (gltf, fbx), decision 0018: an interactive three.js viewer in the square frame. The
 * token's image stands in as the poster while the viewer loads, and stays when WebGL is missing or
 * the model fails. The file can always be opened or downloaded, which is also the keyboard's way in.
 */
export function ModelPreview({ modelUrl, extension, poster, alt }: ModelPreviewProps) {
  const format = extension ? extension.toUpperCase() : '3D';
  // Without WebGL 2 three.js is not even downloaded.
  const [status, setStatus] = useState<ViewerStatus>(() =>
    webgl2Available() ? { state: 'loading', progress: null } : { state: 'unavailable' },
  );
  const ready = status.state === 'ready';

  return (
    <div className="flex flex-col gap-3">
      <MediaFrame>
        {!ready && <Poster src={poster} alt={alt} />}
        {(status.state === 'loading' || ready) && (
          <ModelCanvas url={modelUrl} extension={extension} name={alt} ready={ready} onStatus={setStatus} />
        )}
        <span className="pointer-events-none absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full border border-gold/60 bg-night/80 px-3 py-1 text-xs font-semibold tracking-wide text-gold backdrop-blur">
          <CubeIcon />
          3D model
        </span>
        <ModelViewerStatus status={status} />
      </MediaFrame>
      <div className="flex flex-wrap items-center gap-2">
        <a href={modelUrl} target="_blank" rel="noreferrer" className={buttonClasses('outline')}>
          <CubeIcon />
          View 3D model
        </a>
        <a href={modelUrl} download className={buttonClasses('ghost')}>
          <DownloadIcon />
          Download {format}
        </a>
      </div>
    </div>
  );
}

function Poster({ src, alt }: { src: string | null; alt: string }) {
  if (src) return <MediaImage src={src} alt={alt} />;
  return (
    <div className="flex size-full items-center justify-center text-gold/60">
      <CubeIcon className="size-24" />
    </div>
  );
}
