import { describe, expect, it } from 'vitest';
import { parseCollectionTab, setCollectionTab } from './collection-tab.ts';

describe('the collection page tab in the URL', () => {
  it('reads activity from ?tab=activity, and the items grid from anything else', () => {
    expect(parseCollectionTab('?tab=activity')).toBe('activity');
    expect(parseCollectionTab('?Background=Jade&tab=activity')).toBe('activity');
    expect(parseCollectionTab('')).toBe('items');
    expect(parseCollectionTab('?tab=owned')).toBe('items');
    expect(parseCollectionTab('?Tab=activity')).toBe('items');
  });

  it('sets the tab without touching the trait filters, their commas included', () => {
    expect(setCollectionTab('?Background=Jade,Onyx&Eyes=Red%2C+blue', 'activity')).toBe(
      '?Background=Jade,Onyx&Eyes=Red%2C+blue&tab=activity',
    );
    expect(setCollectionTab('?tab=activity&Background=Jade', 'activity')).toBe(
      '?Background=Jade&tab=activity',
    );
  });

  it('drops the key for the items grid, so its URL is the plain one', () => {
    expect(setCollectionTab('?Background=Jade&tab=activity', 'items')).toBe('?Background=Jade');
    expect(setCollectionTab('?tab=activity', 'items')).toBe('');
  });
});
