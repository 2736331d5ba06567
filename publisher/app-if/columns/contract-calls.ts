import type { AreaContractCalls } from '../../every-operation.ts';

export const columnsContractCalls: AreaContractCalls = async (c) => {
  const { columns } = (await c.app('getColumns', { parentColumnId: 0 }, { token: c.token })) as {
    columns: { columnId: number; children: unknown[] }[];
  };
  // A column with children, so the children's fields are checked too.
  const parent = columns.find((column) => column.children.length > 0);
  await c.app('getColumn', { columnId: parent?.columnId ?? 0 }, { token: c.token });
};
