// The comments client, loaded on first use (never with a page's first load).
export const commentsApi = async () => (await import('~/platform/publisher.client')).loadApi('comments');
