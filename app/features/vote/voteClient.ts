// The vote client, the site config and the signed-in member, loaded on first use (never with the page's first load).

export async function voteClient() {
  const publisher = await import('~/platform/publisher.client');
  const core = publisher.browserCore();
  return { api: await publisher.loadApi('vote'), core, member: core.credentials.member() };
}
