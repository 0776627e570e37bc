import { access } from 'node:fs/promises';
import path from 'node:path';
import { editorialMessages } from '@guardians/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorialContentDir } from '../../src/services/editorial/content-files.ts';
import { loadEditorialContent } from '../../src/services/editorial/content-loader.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The committed content: the spec names these chapters and stages.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadEditorialContent(t.db, editorialContentDir(t.config.rootDir));
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const publicFile = (site: string) =>
  path.join(t.config.rootDir, 'apps/web/public', site.split('#')[0] ?? site);

describe('GET /api/stories/all', () => {
  it('lists the four chapters in order as cards, the locked one included', async () => {
    for (const url of ['/api/stories/all', '/api/stories/all/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const { items, total } = res.json().data;
      expect(total).toBe(4);
      expect(items.map((c: { title: string; isOpened: boolean }) => [c.title, c.isOpened])).toEqual([
        ['Legend Of The Koi', true],
        ['The Art Of Guardians', true],
        ['Powers', true],
        ['Lore', false],
      ]);
      for (const card of items)
        expect(Object.keys(card).sort()).toEqual(['id', 'image', 'isOpened', 'title']);
    }
  });

  it('has a picture in the web app for every card and every piece of multimedia', async () => {
    const { items } = (await get('/api/stories/all')).json().data;
    for (const card of items) await access(publicFile(card.image));
    for (const id of ['legend-of-the-koi', 'the-art-of-guardians', 'powers']) {
      for (const media of (await get(`/api/stories/${id}`)).json().data.multimedia) {
        await access(publicFile(media.url));
      }
    }
  });
});

describe('GET /api/stories/{id}', () => {
  it('returns an open chapter with its paragraphs, date and neighbours', async () => {
    const res = await get('/api/stories/legend-of-the-koi');
    expect(res.statusCode).toBe(200);
    const story = res.json().data;
    expect(story).toMatchObject({
      id: 'legend-of-the-koi',
      title: 'Legend Of The Koi',
      date: '2026-05-04T09:00:00.000Z',
      previous: null,
      next: { id: 'the-art-of-guardians', title: 'The Art Of Guardians' },
    });
    expect(story.text.length).toBeGreaterThanOrEqual(3);
    expect(story.multimedia).toEqual([{ url: '/editorial/odyssey/odyssey-map.svg', mime: 'image/svg+xml' }]);
  });

  it('links previous and next only to open chapters', async () => {
    const powers = (await get('/api/stories/powers')).json().data;
    expect(powers.previous).toEqual({ id: 'the-art-of-guardians', title: 'The Art Of Guardians' });
    expect(powers.next).toBeNull();
  });

  it('answers 403 for a locked chapter, 404 for an unknown one and 400 for a malformed id', async () => {
    const locked = await get('/api/stories/lore');
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ code: 'EDITORIAL_LOCKED', message: editorialMessages.locked });
    const unknown = await get('/api/stories/no-such-chapter');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'EDITORIAL_NOT_FOUND',
      message: editorialMessages.notFound,
    });
    expect((await get('/api/stories/Not_An_Id')).statusCode).toBe(400);
  });
});

describe('the Odyssey', () => {
  it('lists the four stages with their contests: two weeks each and $3,000, $3,000, $5,000', async () => {
    const res = await get('/api/odyssey/all/');
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    expect(total).toBe(4);
    expect(
      items.map(
        (s: { title: string; isOpened: boolean; prizeUsd: number | null; durationDays: number | null }) => [
          s.title,
          s.isOpened,
          s.prizeUsd,
          s.durationDays,
        ],
      ),
    ).toEqual([
      ['Golden Temple', true, null, null],
      ['Mystic Forest', true, 3000, 14],
      ['Mystic River', false, 3000, 14],
      ['Great Waterfall', false, 5000, 14],
    ]);
    for (const stage of items) {
      expect(stage.description.length).toBeGreaterThan(20);
      expect(stage.socials.map((s: { url: string }) => s.url)).toEqual([
        'https://x.com/guardians',
        'https://discord.gg/guardians',
      ]);
      for (const picture of [stage.image, stage.imageMobile, ...stage.images])
        await access(publicFile(picture));
    }
  });

  it("holds back a locked stage's text, pictures and video but shows its teaser", async () => {
    const { items } = (await get('/api/odyssey/all')).json().data;
    const [temple, , river] = items;
    expect(temple.text.length).toBeGreaterThan(0);
    expect(temple.images.length).toBeGreaterThan(0);
    expect(river).toMatchObject({ isOpened: false, text: [], images: [], videoURL: null, prizeUsd: 3000 });
    expect(river.description).toMatch(/\$3,000/);
  });

  it('returns an open stage with its open neighbours, 403 for a locked one, 404 for an unknown one', async () => {
    const forest = await get('/api/odyssey/mystic-forest');
    expect(forest.statusCode).toBe(200);
    expect(forest.json().data).toMatchObject({
      id: 'mystic-forest',
      prizeUsd: 3000,
      previous: { id: 'golden-temple', title: 'Golden Temple' },
      next: null,
    });
    expect(forest.json().data.text.length).toBeGreaterThan(0);
    const waterfall = await get('/api/odyssey/great-waterfall');
    expect(waterfall.statusCode).toBe(403);
    expect(waterfall.json().message).toBe(editorialMessages.locked);
    const unknown = await get('/api/odyssey/nowhere');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(editorialMessages.notFound);
  });
});
