// The leader area: the leaders and one leader's reports (leaderView; id required, spec §5).
import { appIf } from '../operation';
import { parseLeaders, parseLeaderView } from './parse';

export const leaderOperations = {
  regionleaderView: appIf('regionleaderView', parseLeaders, { cache: 'public' }),
  leaderView: appIf('leaderView', parseLeaderView, { cache: 'public', lookup: true }),
};
