/**
 * Prints a table: each column as wide as its widest cell, left-aligned where `left(column, columns)` says (the
 * first column unless told), right-aligned elsewhere. A row of two cells in a wider table is a name and a note
 * running past the columns (a skipped row's reason).
 */
export const printTable = (header: string[], rows: string[][], left: (column: number, columns: number) => boolean = (column) => column === 0) => {
  const notes = (row: string[]) => row.length === 2 && header.length > 2;
  const widths = header.map((h, i) => Math.max(h.length, ...rows.filter((row) => !notes(row)).map((row) => row[i].length)));
  for (const row of [header, ...rows])
    console.log((notes(row) ? `  ${row[0].padEnd(widths[0])}  ${row[1]}` : `  ${row.map((v, i) => (left(i, row.length) ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ')}`).trimEnd());
};
