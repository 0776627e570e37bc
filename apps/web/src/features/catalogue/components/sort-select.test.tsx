import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SortSelect } from './sort-select.tsx';

afterEach(cleanup);

describe('SortSelect', () => {
  it('offers the three orders under the label Sort by, the default first, and reports a choice', () => {
    const onChange = vi.fn();
    render(<SortSelect value="price_asc" onChange={onChange} />);
    const select = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Listed first, price low to high',
      'Listed first, price high to low',
      'Token ID',
    ]);
    fireEvent.change(select, { target: { value: 'token_id' } });
    expect(onChange).toHaveBeenCalledWith('token_id');
  });
});
