// The uploads client, loaded with the upload widget (never with a page's first load).
export async function uploadsClient() {
  const publisher = await import('~/platform/publisher.client');
  return {
    api: await publisher.loadApi('uploads'),
    signedIn: publisher.browserCore().credentials.member() !== undefined,
  };
}
