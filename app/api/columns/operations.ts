// The columns area: the column tree the home tabs and column pages are made of.
import { appIf } from '../operation';
import { parseColumn, parseColumns } from './parse';

export const columnsOperations = {
  getColumns: appIf('getColumns', parseColumns, { cache: 'public' }),
  // an answer without an id is no column
  getColumn: appIf(
    'getColumn',
    (raw) => {
      const column = parseColumn(raw);
      return column.id ? column : null;
    },
    { cache: 'public', lookup: true },
  ),
};
