// The activity client and whether a member is signed in, loaded on first use (never with the page's first load).

export async function memberClient() {
  const publisher = await import('~/platform/publisher.client');
  return {
    api: await publisher.loadApi('activity'),
    signedIn: publisher.browserCore().credentials.member() !== undefined,
  };
}
