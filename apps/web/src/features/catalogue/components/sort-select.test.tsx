import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SortSelect } from './sort-select.tsx';

afterEach(cleanup);

describe('SortSelect', () => {
  it('offers the three orders under the label Sort by and reports a choice', () => {
    const onChange = vi.fn();
    render(<SortSelect value="token_id" onChange={onChange} />);
    const select = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Token ID',
      'Price: low to high',
      'Price: high to low',
    ]);
    fireEvent.change(select, { target: { value: 'price_asc' } });
    expect(onChange).toHaveBeenCalledWith('price_asc');
  });
});
