// The shop's client and whether a member is signed in, loaded after the page is up (never with its first load).
export async function memberShop() {
  const publisher = await import('~/platform/publisher.client');
  return {
    api: await publisher.loadApi('shop'),
    signedIn: publisher.browserCore().credentials.member() !== undefined,
  };
}
