import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ViewerStatus } from '../utils/viewer-status.ts';
import { ModelPreview } from './model-preview.tsx';

// The real viewer needs WebGL, which happy-dom lacks: a stand-in that reports what the test says.
let report: ((status: ViewerStatus) => void) | null = null;
const stop = vi.fn();
vi.mock('../utils/start-model-viewer.ts', () => ({
  startModelViewer: (_canvas: HTMLCanvasElement, options: { onStatus: (status: ViewerStatus) => void }) => {
    report = options.onStatus;
    return stop;
  },
}));

/** Waits for the viewer's chunk to "load" and start, then reports a status from it. */
async function viewerReports(status: ViewerStatus) {
  await vi.waitFor(() => expect(report).not.toBeNull());
  await act(async () => report?.(status));
}

const poster = 'https://cdn.test/koi.png';
const modelUrl = 'https://cdn.test/koi.gltf';

function renderModel() {
  return render(<ModelPreview modelUrl={modelUrl} extension="gltf" poster={poster} alt="Koi charm" />);
}

function expectLinks() {
  expect(screen.getByRole('link', { name: 'View 3D model' }).getAttribute('href')).toBe(modelUrl);
  expect(screen.getByRole('link', { name: 'Download GLTF' }).hasAttribute('download')).toBe(true);
}

/** WebGL 2 as far as the page's probe can tell; three.js itself is never reached here. */
function pretendWebgl2() {
  vi.stubGlobal('WebGL2RenderingContext', class {});
  const context = { getExtension: () => null };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    (() => context) as unknown as HTMLCanvasElement['getContext'],
  );
}

describe('ModelPreview', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    stop.mockClear();
    report = null;
  });

  it("keeps the poster and says '3D preview unavailable' without WebGL", () => {
    vi.stubGlobal('WebGL2RenderingContext', undefined);
    renderModel();
    expect(screen.getByRole('img', { name: 'Koi charm' }).getAttribute('src')).toBe(poster);
    expect(screen.getByRole('status').textContent).toBe('3D preview unavailable');
    expect(screen.queryByRole('img', { name: /^3D model of/ })).toBeNull();
    expect(screen.getByText('3D model')).toBeTruthy();
    expectLinks();
  });

  it("says '3D preview unavailable' when the browser refuses a WebGL 2 context", () => {
    vi.stubGlobal('WebGL2RenderingContext', class {});
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    renderModel();
    expect(screen.getByRole('status').textContent).toBe('3D preview unavailable');
    expect(document.querySelector('canvas')).toBeNull();
    expectLinks();
  });

  describe('with WebGL', () => {
    beforeEach(pretendWebgl2);

    it('shows the poster with the download progress while the model loads', async () => {
      renderModel();
      const progress = await screen.findByRole('progressbar', { name: 'Loading 3D model…' });
      expect(progress.textContent).toBe('Loading 3D model…');
      await viewerReports({ state: 'loading', progress: 42 });
      expect(progress.textContent).toBe('Loading 3D model… 42 %');
      expect(progress.getAttribute('aria-valuenow')).toBe('42');
      expect(screen.getByRole('img', { name: 'Koi charm' })).toBeTruthy();
      expectLinks();
    });

    it('swaps the poster for the labelled canvas once the model is drawn', async () => {
      const { container } = renderModel();
      // Until its first frame the canvas is hidden, from screen readers too: the poster speaks.
      expect(container.querySelector('canvas')?.getAttribute('data-state')).toBe('loading');
      expect(screen.queryByRole('img', { name: /^3D model of/ })).toBeNull();
      await viewerReports({ state: 'ready' });
      const canvas = screen.getByRole('img', {
        name: '3D model of Koi charm: drag to rotate, scroll to zoom',
      });
      expect(canvas.getAttribute('data-state')).toBe('ready');
      expect(screen.queryByRole('img', { name: 'Koi charm' })).toBeNull();
      expect(screen.queryByRole('progressbar')).toBeNull();
      expectLinks();
    });

    it("keeps the poster and says 'The 3D model could not load' when the model fails", async () => {
      const { container } = renderModel();
      await viewerReports({ state: 'failed' });
      expect(screen.getByRole('status').textContent).toBe('The 3D model could not load');
      expect(screen.getByRole('img', { name: 'Koi charm' })).toBeTruthy();
      // The viewer is torn down (its WebGL resources freed) and its canvas gone.
      expect(container.querySelector('canvas')).toBeNull();
      expect(stop).toHaveBeenCalledOnce();
      expectLinks();
    });
  });
});
