import { useEffect, useRef } from 'react';
import type { ViewerStatus } from '../utils/viewer-status.ts';

type ModelCanvasProps = {
  url: string;
  extension: string | null;
  /** The item's name, for the canvas's text alternative. */
  name: string;
  /** Shown once the viewer has drawn the model; until then the poster under it is what people see. */
  ready: boolean;
  /** Keep it stable (a state setter): a new one restarts the viewer. */
  onStatus: (status: ViewerStatus) => void;
};

/**
 * The canvas the 3D viewer draws on. The viewer and three.js are fetched here, on mount, as one lazy
 * chunk with no React in it: no other page pays for it, and no shared chunk is split (decision 0018).
 */
export function ModelCanvas({ url, extension, name, ready, onStatus }: ModelCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    import('../utils/start-model-viewer.ts').then(
      ({ startModelViewer }) => {
        if (!unmounted) stop = startModelViewer(canvas, { url, extension, onStatus });
      },
      (error: unknown) => {
        if (unmounted) return;
        console.warn('3D preview: the viewer could not download', error);
        onStatus({ state: 'failed' });
      },
    );
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [url, extension, onStatus]);

  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={`3D model of ${name}: drag to rotate, scroll to zoom`}
      // 'ready' once the model's first frame is drawn: what the browser tests wait for.
      data-state={ready ? 'ready' : 'loading'}
      className="absolute inset-0 size-full"
      // Hidden, not removed, until then: the viewer sizes its drawing buffer from the canvas's box.
      style={{ visibility: ready ? 'visible' : 'hidden' }}
    />
  );
}
