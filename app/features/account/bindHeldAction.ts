// Both ways of signing in (the login page, the messenger's) hand what a visitor's tap held for this sign-in (a follow,
// a favourite…: app/features/ui/resume/heldAction.ts) to the member now signed in, before sending them back.
export const bindHeldAction = (returnTo: string) =>
  import('~/features/ui/resume/heldAction')
    .then((held) => held.bindHeldToSignedIn(returnTo))
    .catch(() => undefined);
