/** Percent of the model file downloaded, or null while its size is unknown. */
export type LoadProgress = number | null;

/** Where the 3D viewer is: the item's poster shows in every state but 'ready'. */
export type ViewerStatus =
  | { state: 'loading'; progress: LoadProgress }
  | { state: 'ready' }
  | { state: 'unavailable' }
  | { state: 'failed' };
