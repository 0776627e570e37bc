import { loadModel } from './load-model.ts';
import { createStage, disposeObject, disposeStage, frameModel, resizeStage } from './model-stage.ts';
import type { ViewerStatus } from './viewer-status.ts';

type ViewerOptions = {
  url: string;
  /** The extension the page previewed the media by; null when the URI has none. */
  extension: string | null;
  onStatus: (status: ViewerStatus) => void;
};

/**
 * The 3D viewer on a canvas (decision 0018); this module and three.js are one chunk, fetched only
 * for an item whose media is a model. Draws only while something moves, and not at all while the
 * tab is hidden or the canvas is scrolled out of view. Returns the function that tears it all down.
 */
export function startModelViewer(canvas: HTMLCanvasElement, { url, extension, onStatus }: ViewerOptions) {
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  let stage: ReturnType<typeof createStage>;
  try {
    stage = createStage(canvas, !reducedMotion);
  } catch (error) {
    console.warn('3D preview: WebGL is unavailable', error);
    onStatus({ state: 'unavailable' });
    return () => {};
  }

  let frame = 0;
  let last = 0;
  let dirty = true;
  let hasModel = false;
  let shown = false;
  let onScreen = true;
  const draw = (now: number) => {
    frame = requestAnimationFrame(draw);
    const delta = last ? Math.min((now - last) / 1000, 0.1) : 0;
    last = now;
    if (!stage.controls.update(delta) && !dirty) return;
    stage.renderer.render(stage.scene, stage.camera);
    dirty = false;
    if (!shown) {
      shown = true;
      onStatus({ state: 'ready' });
    }
  };
  const start = () => {
    if (frame || !hasModel || document.hidden || !onScreen) return;
    last = 0;
    frame = requestAnimationFrame(draw);
  };
  const stop = () => {
    cancelAnimationFrame(frame);
    frame = 0;
  };

  const sizeWatcher = new ResizeObserver(([entry]) => {
    if (!entry) return;
    resizeStage(stage, entry.contentRect.width, entry.contentRect.height);
    dirty = true;
  });
  sizeWatcher.observe(canvas);
  const visibility = new IntersectionObserver(([entry]) => {
    onScreen = entry?.isIntersecting ?? true;
    if (onScreen) start();
    else stop();
  });
  visibility.observe(canvas);
  const onVisibilityChange = () => (document.hidden ? stop() : start());
  document.addEventListener('visibilitychange', onVisibilityChange);

  const abort = new AbortController();
  loadModel({
    url,
    extension,
    signal: abort.signal,
    onProgress: (progress) => onStatus({ state: 'loading', progress }),
  }).then(
    (model) => {
      if (abort.signal.aborted) return disposeObject(model);
      frameModel(stage, model);
      hasModel = true;
      dirty = true;
      start();
    },
    (error: unknown) => {
      if (abort.signal.aborted) return;
      console.warn(`3D preview: ${url} could not load`, error);
      onStatus({ state: 'failed' });
    },
  );

  return () => {
    abort.abort();
    stop();
    sizeWatcher.disconnect();
    visibility.disconnect();
    document.removeEventListener('visibilitychange', onVisibilityChange);
    disposeStage(stage);
  };
}
