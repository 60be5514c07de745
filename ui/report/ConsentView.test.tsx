// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsentView } from './ConsentView';

afterEach(cleanup);

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('ConsentView', () => {
  it('shows per funnel and brand the leads, the full receipts and their share, and the refusals by brand and reason', () => {
    render(
      <ConsentView
        receipts={[
          { funnel: null, brand: 'tqg', leads: 5, fullReceipts: 0, fullShare: 0 },
          { funnel: 'medicare', brand: 'm10', leads: 3, fullReceipts: 2, fullShare: 2 / 3 },
          { funnel: 'life', brand: 'wc', leads: 1200, fullReceipts: 1200, fullShare: 1 },
        ]}
        refused={[
          { brand: 'm10', reason: 'consent.text', count: 1 },
          { brand: 'm10', reason: 'consent', count: 4 },
        ]}
      />,
    );
    expect(rowsOf('Receipts by funnel and brand')).toEqual([
      ['life', 'wc', '1,200', '1,200', '100%'],
      ['medicare', 'm10', '3', '2', '66.7%'],
      ['no receipt', 'tqg', '5', '0', '0%'],
    ]);
    expect(rowsOf('Leads refused for consent')).toEqual([
      ['m10', 'no consent sent', '4'],
      ['m10', 'invalid text', '1'],
    ]);
  });

  it('says so when there is nothing to show, instead of empty tables', () => {
    render(<ConsentView receipts={[]} refused={[]} />);
    expect(screen.queryAllByRole('table')).toEqual([]);
    expect(screen.queryByText('No leads in these dates.')).not.toBeNull();
    expect(screen.queryByText('No lead was refused for consent in these dates.')).not.toBeNull();
  });
});
