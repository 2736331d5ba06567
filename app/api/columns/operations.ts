// The columns area: the column tree the home tabs and column pages are made of.
import { appIf } from '../operation';
import { parseColumns, parseFoundColumn } from './parse';

export const columnsOperations = {
  getColumns: appIf('getColumns', parseColumns, { cache: 'public' }),
  getColumn: appIf('getColumn', parseFoundColumn, { cache: 'public', lookup: true }),
};
