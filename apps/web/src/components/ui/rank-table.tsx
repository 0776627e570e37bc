import type { ReactNode } from 'react';
import { RankBadge } from './rank-badge.tsx';
import { Skeleton } from './skeleton.tsx';

export type RankColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned with tabular figures, so amounts line up. */
  numeric?: boolean;
  /** Classes from the row's value (a rise in green, a fall in red). */
  tone?: (row: Row) => string;
  /** Hidden on phones, where the subject's cell shows it or there is no room for it. */
  wideOnly?: boolean;
};

type RankTableProps<Row> = {
  /** The table's accessible name. */
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rank: (row: Row) => number;
  /** Who or what holds the place: the row's header cell (a collector, a collection). */
  subject: { header: string; cell: (row: Row) => ReactNode };
  columns: readonly RankColumn<Row>[];
  /** The viewer's own row, marked in gold. */
  isMine?: (row: Row) => boolean;
  /** Placeholder rows: the first page loading, or the next one appended below. */
  loadingRows?: number;
  /** What a table without rows says instead (no data yet, or a failure with its retry). */
  notice?: ReactNode;
  rowTestId?: string;
  /** A row kept above the others under its label ("Your rank"), wherever it sits in the ranking. */
  pinned?: { row: Row; label: string; testId: string } | undefined;
  /** A table of many columns keeps this width and scrolls sideways on phones. */
  minWidthClass?: string;
};

const cellPadding = 'px-2 py-3 sm:px-4';
const wideOnly = 'hidden sm:table-cell';

/** The one ranking table (leaderboards, collections): rank, subject, then the values it is ranked by. */
export function RankTable<Row>({
  caption,
  rows,
  rowKey,
  rank,
  subject,
  columns,
  isMine,
  loadingRows = 0,
  notice,
  rowTestId,
  pinned,
  minWidthClass = '',
}: RankTableProps<Row>) {
  const align = (column: RankColumn<Row>) =>
    `${column.numeric ? 'text-right' : ''} ${column.wideOnly ? wideOnly : ''}`;
  // Amounts stay on one line; a long header may wrap so the table fits a phone.
  const value = (column: RankColumn<Row>) =>
    `${align(column)} ${column.numeric ? 'tabular-nums whitespace-nowrap' : ''}`;
  const renderRow = (row: Row, testId: string | undefined, label?: string) => (
    <tr
      key={rowKey(row)}
      data-testid={testId}
      className={`border-b border-card-border/60 transition-colors last:border-b-0 hover:bg-white/5 ${isMine?.(row) ? 'bg-gold/10' : ''}`}
    >
      <td className={cellPadding}>
        <RankBadge rank={rank(row)} spoken={false} className="size-7 text-xs sm:size-8" />
      </td>
      <th scope="row" className={`font-semibold text-fg ${cellPadding}`}>
        {label && <span className="block text-xs font-bold tracking-wider text-gold uppercase">{label}</span>}
        {subject.cell(row)}
      </th>
      {columns.map((column) => (
        <td key={column.header} className={`${cellPadding} ${value(column)} ${column.tone?.(row) ?? ''}`}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
  return (
    <div className="overflow-x-auto rounded-2xl border border-card-border bg-card/70">
      <table className={`w-full border-collapse text-left text-sm ${minWidthClass}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs tracking-wider text-muted uppercase">
          <tr className="border-b border-card-border">
            <th scope="col" className={`w-14 font-semibold ${cellPadding}`}>
              Rank
            </th>
            <th scope="col" className={`font-semibold ${cellPadding}`}>
              {subject.header}
            </th>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`font-semibold ${cellPadding} ${align(column)}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {pinned && (
          <tbody className="border-b-2 border-gold/40">
            {renderRow(pinned.row, pinned.testId, pinned.label)}
          </tbody>
        )}
        <tbody aria-busy={loadingRows > 0}>
          {rows.map((row) => renderRow(row, rowTestId))}
          {Array.from({ length: loadingRows }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <tr key={`loading-${index}`} className="border-b border-card-border/60 last:border-b-0">
              <td className={cellPadding}>
                <Skeleton className="size-8 rounded-full" />
              </td>
              <td className={cellPadding}>
                <Skeleton className="h-4 w-32 rounded" />
              </td>
              {columns.map((column) => (
                <td key={column.header} className={`${cellPadding} ${column.wideOnly ? wideOnly : ''}`}>
                  <Skeleton className={`h-4 rounded ${column.numeric ? 'ml-auto w-14' : 'w-24'}`} />
                </td>
              ))}
            </tr>
          ))}
          {rows.length === 0 && loadingRows === 0 && notice && (
            <tr>
              <td colSpan={columns.length + 2} className="px-3 py-8 text-center text-muted">
                {notice}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
