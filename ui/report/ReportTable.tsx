import { useId, type ReactNode } from 'react';

/** One column of a {@link ReportTable}. */
export interface ReportColumn<Row> {
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  /** The column that names the row: its cells are row headers (`<th scope="row">`). */
  readonly rowHeader?: boolean;
  /** A cell's tooltip (`title`), e.g. how many sessions a median counts. */
  readonly cellTitle?: (row: Row) => string;
  /** A cell's `data-*` attributes, for tests and styles. */
  readonly cellData?: (row: Row) => Readonly<Record<`data-${string}`, string>>;
}

/** Props of {@link ReportTable}. */
export interface ReportTableProps<Row> {
  /** What the table counts; its accessible name. */
  readonly title: string;
  /** The title shown as a heading of this level above the table; `none`: the name only. */
  readonly heading: 'h3' | 'h4' | 'none';
  readonly columns: readonly ReportColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  /** A row's `data-*` attributes, for tests and styles. */
  readonly rowData?: (row: Row) => Readonly<Record<`data-${string}`, string>>;
}

/**
 * A table of the operator report. On a narrow screen it scrolls sideways in its own focusable
 * region (named as the table), the row names staying in view, rather than squeezing the numbers;
 * a heading title stays above it, readable.
 */
export function ReportTable<Row>({
  title,
  heading: Heading,
  columns,
  rows,
  rowKey,
  rowData,
}: ReportTableProps<Row>) {
  const id = useId();
  const name = Heading === 'none' ? { 'aria-label': title } : { 'aria-labelledby': id };
  const table = (
    <div className="report-table-scroll" role="region" {...name} tabIndex={0}>
      <table className="report-table" {...name}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowData?.(row)}>
              {columns.map((column) => {
                const Cell = column.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={column.header}
                    {...(column.rowHeader && { scope: 'row' })}
                    title={column.cellTitle?.(row)}
                    {...column.cellData?.(row)}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  if (Heading === 'none') return table;
  return (
    <div className="report-table-card">
      <Heading className="report-table-title" id={id}>
        {title}
      </Heading>
      {table}
    </div>
  );
}
