/** A special topic's sub-column, all of it (specMore); `page` from 0, 0 left out. */
export const specMoreHref = (columnId: number, page = 0) =>
  `/specMore/${columnId}.html${page ? `?page=${page}` : ''}`;
