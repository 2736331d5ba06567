import type { Db } from '../../db/client.ts';
import { voteOptions, votes, voteThemes, type VoteRow } from '../../db/schema/index.ts';

export type NewVote = Omit<VoteRow, 'voteId'> & {
  themes: {
    name: string;
    options: { name: string; picRef: string | null; intro: string; count?: number }[];
  }[];
};

/** Writes a vote, its themes and their options (numbered 1… across the themes, in order); answers the theme ids. */
export async function writeVote(tx: Db, voteId: number, vote: NewVote): Promise<number[]> {
  const { themes, ...row } = vote;
  await tx.insert(votes).values({ ...row, voteId });
  const themeIds: number[] = [];
  let number = 0;
  for (const [orderId, theme] of themes.entries()) {
    const [inserted] = await tx
      .insert(voteThemes)
      .values({ voteId, name: theme.name, orderId })
      .returning({ themeId: voteThemes.themeId });
    const themeId = inserted!.themeId;
    themeIds.push(themeId);
    if (theme.options.length === 0) continue;
    await tx.insert(voteOptions).values(
      theme.options.map((o) => {
        number += 1;
        return {
          voteId,
          themeId,
          number,
          name: o.name,
          picRef: o.picRef,
          intro: o.intro,
          count: o.count ?? 0,
        };
      }),
    );
  }
  return themeIds;
}
