// The comment pages' addresses (kept here, not in lib/paths, which every page's first load carries).

/** every comment of an article (source 0) or a live (1) */
export const commentAllPath = (id: number, source: number, page = 0) =>
  `/commentAll/${id}/${source}.html${page > 0 ? `?page=${page}` : ''}`;

/** a comment's whole thread */
export const replyAllPath = (id: number, page = 0) =>
  `/replyAll/${id}.html${page > 0 ? `?page=${page}` : ''}`;
