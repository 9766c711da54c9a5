import type { RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Numbers, amounts and dates: tabular figures, kept on one line. */
    numeric?: boolean;
    /** The column that names the row; it carries the row's link for the keyboard and screen readers. */
    primary?: boolean;
    /** A CSS width for the column (e.g. '14rem'); the others share what is left. */
    width?: string;
  }
}
