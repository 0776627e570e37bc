/** Prints rows as aligned columns: the first (a name) left-aligned, the others (figures) right-aligned. */
export function printTable(rows: string[][]): void {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  for (const row of rows) {
    const cells = row.map((cell, i) =>
      i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0),
    );
    console.log(cells.join('  ').trimEnd());
  }
}
