import { describe, expect, it } from 'vitest';
import { proofLink } from './proof-link.ts';

describe('a proof as a link', () => {
  it('links an http or https address', () => {
    expect(proofLink(' https://x.com/koi/status/1 ')).toBe('https://x.com/koi/status/1');
    expect(proofLink('http://example.org/story')).toBe('http://example.org/story');
  });

  it('keeps notes, other schemes and addresses with text around them as text', () => {
    expect(proofLink('javascript:alert(1)')).toBeNull();
    expect(proofLink('data:text/html,hi')).toBeNull();
    expect(proofLink('my post: https://x.com/koi/status/1')).toBeNull();
    expect(proofLink('I posted it on Discord')).toBeNull();
    expect(proofLink(null)).toBeNull();
  });
});
