import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WhitelistFile } from '../utils/collections-whitelist-csv.ts';
import { CollectionsWhitelistReview } from './collections-whitelist-review.tsx';

const ACCOUNTS = ['0x00000000000000000000000000000000000000d1', '0x00000000000000000000000000000000000000d2'];

function renderReview(file: Partial<WhitelistFile>) {
  render(
    <CollectionsWhitelistReview
      file={{ accounts: ACCOUNTS, bad: [], duplicates: 0, header: false, ...file }}
      currentSize={undefined}
      pending={false}
      error={null}
      onSave={() => {}}
      onDiscard={() => {}}
    />,
  );
  return screen.getByRole('region', { name: 'The chosen file' }).textContent;
}

describe('the review of a chosen whitelist file', () => {
  afterEach(cleanup);

  it('says what was skipped, with one repeat in the singular and more in the plural', () => {
    expect(renderReview({ header: true, duplicates: 1 })).toContain(
      '2 addresses ready to save (the header line was skipped; 1 address listed twice was kept once).',
    );
    cleanup();
    expect(renderReview({ duplicates: 3 })).toContain(
      '2 addresses ready to save (3 addresses listed twice were kept once).',
    );
  });
});
