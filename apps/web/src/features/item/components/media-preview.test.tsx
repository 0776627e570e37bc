import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { MediaPreview } from './media-preview.tsx';

const image = '/api/demo/guardians/7/image.png';

function renderPreview(uri: string | null) {
  const { container } = render(
    <MediaPreview item={{ image, media: { uri, kind: null } }} alt="Guardians #7" />,
  );
  return container;
}

describe('MediaPreview', () => {
  beforeEach(() => setEnv(createEnv({ apiUrl: 'https://api.test' })));
  afterEach(cleanup);

  it('shows a picture, resolving a site path against the API', () => {
    renderPreview(`${image}?size=512`);
    const img = screen.getByRole('img', { name: 'Guardians #7' });
    expect(img.getAttribute('src')).toBe(`https://api.test${image}?size=512`);
  });

  it('plays a video with the picture as its poster', () => {
    const container = renderPreview('/api/demo/media/koi-loop.mp4');
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe('https://api.test/api/demo/media/koi-loop.mp4');
    expect(video?.getAttribute('poster')).toBe(`https://api.test${image}`);
    expect(video?.hasAttribute('controls')).toBe(true);
  });

  it('puts an audio player under the picture', () => {
    const container = renderPreview('https://cdn.test/chime.mp3');
    expect(container.querySelector('audio')?.getAttribute('src')).toBe('https://cdn.test/chime.mp3');
    expect(screen.getByRole('img', { name: 'Guardians #7' })).toBeTruthy();
  });

  it('shows a 3D model as its picture with a badge and links to the file', () => {
    renderPreview('https://cdn.test/koi.gltf');
    expect(screen.getByText('3D model')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View 3D model' }).getAttribute('href')).toBe(
      'https://cdn.test/koi.gltf',
    );
    expect(screen.getByRole('link', { name: 'Download GLTF' }).hasAttribute('download')).toBe(true);
  });

  it("says 'File type not supported!' for another extension", () => {
    renderPreview('https://cdn.test/lore.pdf');
    expect(screen.getByText('File type not supported!')).toBeTruthy();
  });

  it("says 'content not available yet' without media", () => {
    renderPreview(null);
    expect(screen.getByText('content not available yet')).toBeTruthy();
  });

  it('shows the broken-image placeholder, named like the picture, when the picture fails', () => {
    renderPreview(image);
    fireEvent.error(screen.getByRole('img', { name: 'Guardians #7' }));
    const placeholder = screen.getByRole('img', { name: 'Guardians #7' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(screen.getByText('Image could not load')).toBeTruthy();
    expect(screen.getByRole('figure')).toBeTruthy();
  });
});
