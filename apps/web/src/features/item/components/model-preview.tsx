import { buttonClasses } from '../../../components/ui/button.tsx';
import { MediaFrame } from './media-frame.tsx';
import { CubeIcon, DownloadIcon } from './media-icons.tsx';
import { MediaImage } from './media-image.tsx';

type ModelPreviewProps = {
  modelUrl: string;
  /** glTF or FBX; null when the indexer told the type but the URI has no extension. */
  extension: string | null;
  poster: string | null;
  alt: string;
};

/**
 * A 3D token (gltf, fbx) without a 3D viewer in the bundle (decision 0018): the token image as its
 * poster, a '3D' badge, and the model file to open or download.
 */
export function ModelPreview({ modelUrl, extension, poster, alt }: ModelPreviewProps) {
  const format = extension ? extension.toUpperCase() : '3D';
  return (
    <div className="flex flex-col gap-3">
      <MediaFrame>
        {poster ? (
          <MediaImage src={poster} alt={alt} />
        ) : (
          <div className="flex size-full items-center justify-center text-gold/60">
            <CubeIcon className="size-24" />
          </div>
        )}
        <span className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full border border-gold/60 bg-night/80 px-3 py-1 text-xs font-semibold tracking-wide text-gold backdrop-blur">
          <CubeIcon />
          3D model
        </span>
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
