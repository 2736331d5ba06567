import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { VoteStanding } from '~/api/vote/entities';
import { voteClient } from './voteClient';
import { href } from '~/lib/paths';

/**
 * Spec §6: the vote routes require auth. Once the page is up, a visitor is sent to login and back here; a member's
 * standing today (votes left, the user-info box still to fill) is fetched for the vote buttons.
 */
export function useVoteGate(voteId: number) {
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const [standing, setStanding] = useState<VoteStanding>();
  useEffect(() => {
    let current = true;
    void voteClient()
      .then(async ({ api, member }) => {
        if (!member) return current && navigate(href.login(here), { replace: true });
        const next = await api.standing(voteId);
        if (current) setStanding(next);
      })
      // the page stays as the server drew it: a vote still meets the publisher's own checks
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // once per vote: the tabs and the search change `here` but not who is reading
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [voteId]);
  return { standing, setStanding };
}
