// The submissions client, loaded on first use (never with the page's first load).
export const submissionApi = async () => (await import('~/platform/publisher.client')).loadApi('submission');
