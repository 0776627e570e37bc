import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { artFamilies, renderTokenSvg } from '../../src/demo/art/render-token-svg.ts';
import { artKey } from '../../src/demo/art/svg-text.ts';
import { collection, collections, tokenIds } from './demo-fixtures.ts';

describe('renderTokenSvg', () => {
  it('has art for every body and accessory value of each collection', () => {
    for (const c of collections) {
      const family = artFamilies[c.art];
      for (const trait of c.traits) {
        const painters =
          trait.layer === 'body'
            ? family.bodies
            : trait.layer === 'accessory'
              ? family.accessories
              : undefined;
        if (!painters) continue;
        for (const { value } of trait.values)
          expect(painters[artKey(value)], `${c.slug}: ${value}`).toBeDefined();
      }
    }
  });

  it('renders every token as a small, self-contained SVG with no script or external reference', () => {
    for (const c of collections) {
      for (const id of tokenIds(c)) {
        const svg = renderTokenSvg(c, id);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(svg.length, `${c.slug} #${id}`).toBeLessThan(8000);
        expect(svg).not.toMatch(/<script|\son[a-z]+=|href=|<image|<foreignObject/i);
      }
    }
  });

  it('draws the same picture on every call, and different tokens differently', () => {
    const c = collection('guardians');
    expect(renderTokenSvg(c, 9)).toBe(renderTokenSvg(c, 9));
    const pictures = new Set(
      tokenIds(c)
        .slice(0, 200)
        .map((id) => renderTokenSvg(c, id)),
    );
    expect(pictures.size).toBe(200);
  });

  it('labels the picture with the token name', () => {
    expect(renderTokenSvg(collection('koi-spirits'), 12)).toContain('aria-label="Koi Spirits #12"');
  });

  it('rasterises with sharp at the requested size', async () => {
    const c = collection('temple-relics');
    const png = await sharp(Buffer.from(renderTokenSvg(c, 3, 160)))
      .png()
      .toBuffer();
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([160, 160]);
  });
});
