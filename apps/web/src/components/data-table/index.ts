export type { ColumnDef } from '@tanstack/react-table';
export { createColumnHelper } from '@tanstack/react-table';
export { DataTable, type DataTableProps } from './data-table';
export { useDesktop } from './use-desktop';
export { useOrderingParam } from './use-ordering-param';
