import { describe, expect, it } from 'vitest';
import { readAccessModalParams, withAccessTab, withoutAccessModal } from './access-modal-params.ts';

const read = (query: string) => readAccessModalParams(new URLSearchParams(query));

describe('readAccessModalParams', () => {
  it('opens on Sign Up, About and Leaderboard in any case', () => {
    expect(read('modal=Sign%20Up')).toEqual({ open: true, tab: 'sign up', keepAlive: false });
    expect(read('modal=sign+up')).toMatchObject({ open: true, tab: 'sign up' });
    expect(read('modal=SIGN%20UP')).toMatchObject({ open: true, tab: 'sign up' });
    expect(read('modal=about')).toMatchObject({ open: true, tab: 'about' });
    expect(read('modal=ABOUT')).toMatchObject({ open: true, tab: 'about' });
    expect(read('modal=LeaderBoard')).toMatchObject({ open: true, tab: 'leaderboard' });
    expect(read('modal=%20leaderboard%20')).toMatchObject({ open: true, tab: 'leaderboard' });
  });

  it('reads the alias redeem (any case) as Sign Up', () => {
    expect(read('invite=AB12&modal=redeem')).toMatchObject({ open: true, tab: 'sign up' });
    expect(read('modal=Redeem')).toMatchObject({ open: true, tab: 'sign up' });
  });

  it('stays closed without the key or with another value', () => {
    expect(read('')).toEqual({ open: false, tab: null, keepAlive: false });
    expect(read('modal=profile')).toMatchObject({ open: false });
    expect(read('modal=signup')).toMatchObject({ open: false });
    expect(read('modal=leader')).toMatchObject({ open: false });
  });

  it('reads keepAlive=true (any case) and nothing else as keep open', () => {
    expect(read('modal=sign%20up&keepAlive=true').keepAlive).toBe(true);
    expect(read('modal=sign%20up&keepAlive=TRUE').keepAlive).toBe(true);
    expect(read('modal=sign%20up&keepAlive=false').keepAlive).toBe(false);
    expect(read('modal=sign%20up&keepAlive=1').keepAlive).toBe(false);
  });
});

describe('withAccessTab', () => {
  it('writes the tab by its label and keeps the rest of the query', () => {
    const next = withAccessTab(new URLSearchParams('tab=all&modal=about&keepAlive=true'), 'sign up');
    expect(next.get('modal')).toBe('Sign Up');
    expect(next.get('tab')).toBe('all');
    expect(next.get('keepAlive')).toBe('true');
    expect(readAccessModalParams(withAccessTab(new URLSearchParams(), 'leaderboard')).tab).toBe(
      'leaderboard',
    );
  });
});

describe('withoutAccessModal', () => {
  it('drops modal and keepAlive and keeps everything else', () => {
    const next = withoutAccessModal(new URLSearchParams('tab=liked&modal=about&keepAlive=true'));
    expect(next.toString()).toBe('tab=liked');
  });
});
