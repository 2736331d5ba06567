// The tip-off client, loaded on first use (never with the page's first load).
export const tipoffApi = async () => (await import('~/platform/publisher.client')).loadApi('tipoff');
