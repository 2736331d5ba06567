/** A special topic's page: its column (linkID) and, when known, its own article. */
export const specDetailHref = (columnId: number, fileId = 0) =>
  fileId ? `/specDetail/${columnId}/${fileId}.html` : `/specDetail/${columnId}.html`;
