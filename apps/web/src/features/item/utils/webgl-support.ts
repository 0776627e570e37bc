/**
 * Whether this browser can draw WebGL 2 (all three.js needs), asked before the viewer's chunk is
 * fetched so a browser without it does not download three.js for nothing. The test context is
 * released at once: browsers allow only a handful of live contexts.
 */
export function webgl2Available(): boolean {
  if (typeof WebGL2RenderingContext === 'undefined' || typeof document === 'undefined') return false;
  try {
    const gl = document.createElement('canvas').getContext('webgl2');
    if (!gl) return false;
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    return false;
  }
}
