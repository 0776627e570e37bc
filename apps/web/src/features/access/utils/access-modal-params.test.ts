import { describe, expect, it } from 'vitest';
import { readAccessModalParams, withoutAccessModal } from './access-modal-params.ts';

const read = (query: string) => readAccessModalParams(new URLSearchParams(query));

describe('readAccessModalParams', () => {
  it('opens on Sign Up, About and Leaderboard in any case', () => {
    expect(read('modal=Sign%20Up')).toEqual({ open: true, tab: 'sign up', keepAlive: false });
    expect(read('modal=sign+up')).toMatchObject({ open: true, tab: 'sign up' });
    expect(read('modal=SIGN%20UP')).toMatchObject({ open: true, tab: 'sign up' });
    expect(read('modal=about')).toMatchObject({ open: true, tab: 'about' });
    expect(read('modal=LeaderBoard')).toMatchObject({ open: true, tab: 'leaderboard' });
  });

  it('stays closed without the key or with another value', () => {
    expect(read('')).toEqual({ open: false, tab: null, keepAlive: false });
    expect(read('modal=profile')).toMatchObject({ open: false });
    expect(read('modal=signup')).toMatchObject({ open: false });
  });

  it('reads keepAlive=true (any case) and nothing else as keep open', () => {
    expect(read('modal=sign%20up&keepAlive=true').keepAlive).toBe(true);
    expect(read('modal=sign%20up&keepAlive=TRUE').keepAlive).toBe(true);
    expect(read('modal=sign%20up&keepAlive=false').keepAlive).toBe(false);
    expect(read('modal=sign%20up&keepAlive=1').keepAlive).toBe(false);
  });
});

describe('withoutAccessModal', () => {
  it('drops modal and keepAlive and keeps everything else', () => {
    const next = withoutAccessModal(new URLSearchParams('tab=liked&modal=about&keepAlive=true'));
    expect(next.toString()).toBe('tab=liked');
  });
});
