import { useCallback, useEffect, useRef, useState } from 'react';
import { checkMediaFile, checkVideoDuration, type MediaKind } from '../utils/media-checks.ts';
import { readVideo } from '../utils/video-poster.ts';

export type PickedMedia = {
  file: File;
  kind: MediaKind;
  /** An object URL of the file, for the preview. */
  previewUrl: string;
  /** A video's poster frame; null for a picture. */
  poster: Blob | null;
  /** Seconds, for a video. */
  duration: number | null;
};

/**
 * The chosen picture or video, checked before upload (type, size; a video's length, read by a
 * <video> element, and its poster drawn to a canvas). A refused file leaves no pick, only the
 * message. Object URLs are revoked when replaced or unmounted.
 */
export function useMediaPick() {
  const [picked, setPicked] = useState<PickedMedia | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const reader = useRef<AbortController | null>(null);

  useEffect(() => () => reader.current?.abort(), []);
  useEffect(() => {
    if (!picked) return;
    return () => URL.revokeObjectURL(picked.previewUrl);
  }, [picked]);

  const pick = useCallback(async (file: File | null) => {
    reader.current?.abort();
    setPicked(null);
    setError(null);
    if (!file) return;
    const check = checkMediaFile(file);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    if (check.kind === 'image') {
      setPicked({ file, kind: 'image', previewUrl: URL.createObjectURL(file), poster: null, duration: null });
      return;
    }
    const controller = new AbortController();
    reader.current = controller;
    setReading(true);
    try {
      const video = await readVideo(file, controller.signal);
      if (controller.signal.aborted) return;
      const tooLong = checkVideoDuration(video.duration);
      if (tooLong) setError(tooLong);
      else {
        const previewUrl = URL.createObjectURL(file);
        setPicked({ file, kind: 'video', previewUrl, poster: video.poster, duration: video.duration });
      }
    } catch (readError) {
      if (controller.signal.aborted) return;
      console.warn('Could not read the video', readError);
      setError('This video could not be read. Send an MP4 (H.264) video, or a picture.');
    } finally {
      if (reader.current === controller) {
        reader.current = null;
        setReading(false);
      }
    }
  }, []);

  const clear = useCallback(() => void pick(null), [pick]);

  return { picked, error, reading, pick, clear, setError };
}
