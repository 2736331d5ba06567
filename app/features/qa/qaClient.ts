// 问政's client in the browser, loaded on first use (never with the page's first load).
export const qaApi = async () => (await import('~/platform/publisher.client')).loadApi('qa');
