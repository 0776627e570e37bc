import { PostFrontMatterSchema, StoryFrontMatterSchema } from '@guardians/shared';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../../src/services/editorial/front-matter.ts';

const file = '/content/story/legend.md';
const story = (yaml: string, body = 'Once upon a time.') => `---\n${yaml}\n---\n\n${body}\n`;
const valid =
  'id: legend\norder: 1\ntitle: Legend\nimage: /editorial/story/legend.svg\nisOpened: true\ndate: 2026-05-04';

describe('parseFrontMatter', () => {
  it('returns the validated front matter and the body', () => {
    const { data, body } = parseFrontMatter(file, story(valid), StoryFrontMatterSchema);
    expect(data).toMatchObject({ id: 'legend', order: 1, isOpened: true, multimedia: [] });
    expect(data.date.toISOString()).toBe('2026-05-04T00:00:00.000Z');
    expect(body).toBe('Once upon a time.');
  });

  it.each([
    ['no front matter', 'Just text', /^\/content\/story\/legend\.md: front matter missing/],
    ['broken YAML', story('id: [legend'), /^\/content\/story\/legend\.md: front matter is not valid YAML: /],
    [
      'a duplicate key',
      story(`${valid}\nid: again`),
      /^\/content\/story\/legend\.md: front matter is not valid YAML/,
    ],
    ['a missing field', story(valid.replace('title: Legend\n', '')), /^\/content\/story\/legend\.md: title /],
    [
      'a wrong type',
      story(valid.replace('isOpened: true', 'isOpened: yes')),
      /^\/content\/story\/legend\.md: isOpened /,
    ],
    [
      'an unsafe image',
      story(valid.replace('/editorial', 'javascript:/editorial')),
      /legend\.md: image must be a site path/,
    ],
    [
      'an empty body',
      story(valid, ''),
      /^\/content\/story\/legend\.md: the body after the front matter is empty$/,
    ],
  ])('stops with one line naming the file for %s', (_case, source, message) => {
    let error: Error | undefined;
    try {
      parseFrontMatter(file, source, StoryFrontMatterSchema);
    } catch (caught) {
      error = caught as Error;
    }
    expect(error?.message).toMatch(message);
    expect(error?.message).not.toContain('\n');
  });

  it('accepts Windows line endings and a byte-order mark', () => {
    const source = `\uFEFF---\r\nslug: hello\r\ntitle: Hello\r\ncategory: News\r\nexcerpt: Hi\r\nauthor: Me\r\npublishedAt: 2026-01-01\r\n---\r\nBody`;
    const { data, body } = parseFrontMatter('/content/blog/hello.md', source, PostFrontMatterSchema);
    expect(data.slug).toBe('hello');
    expect(body).toBe('Body');
  });
});
