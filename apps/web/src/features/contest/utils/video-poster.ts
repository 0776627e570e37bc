/** The poster's longest side: enough for the gallery's preview, small enough to upload fast. */
const POSTER_MAX_SIDE = 1280;

/** Where to take the poster frame: a second in (past fades from black), or the middle of a short clip. */
export function posterTime(duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  return Math.min(1, duration / 2);
}

/** The poster's size: the video's, scaled down to fit POSTER_MAX_SIDE, never up. */
export function posterSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, POSTER_MAX_SIDE / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function once(target: EventTarget, ok: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = new AbortController();
    const settle = (done: () => void) => {
      stop.abort();
      done();
    };
    const options = { once: true, signal: stop.signal };
    target.addEventListener(ok, () => settle(resolve), options);
    target.addEventListener(
      'error',
      () => settle(() => reject(new Error('The video could not be read'))),
      options,
    );
    signal.addEventListener('abort', () => settle(() => reject(signal.reason)), options);
    if (signal.aborted) settle(() => reject(signal.reason));
  });
}

function canvasBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.9));
}

export type VideoInfo = { duration: number; poster: Blob };

/**
 * Reads an MP4's duration and draws one frame to a canvas, since the server cannot decode video
 * (decision 0037) and needs a picture for the gallery. WebP where the browser encodes it, else PNG
 * (Safari's toBlob answers PNG for an unknown type).
 */
export async function readVideo(file: Blob, signal: AbortSignal): Promise<VideoInfo> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  try {
    const loaded = once(video, 'loadeddata', signal);
    video.src = url;
    await loaded;
    const duration = video.duration;
    const seeked = once(video, 'seeked', signal);
    video.currentTime = posterTime(duration);
    await seeked;
    const size = posterSize(video.videoWidth, video.videoHeight);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw the video poster');
    context.drawImage(video, 0, 0, size.width, size.height);
    const poster = (await canvasBlob(canvas, 'image/webp')) ?? (await canvasBlob(canvas, 'image/png'));
    if (!poster) throw new Error('This browser cannot draw the video poster');
    return { duration, poster };
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}

/** The poster's file name, by what the canvas actually encoded. */
export function posterFileName(poster: Blob): string {
  return poster.type === 'image/webp' ? 'poster.webp' : 'poster.png';
}
