import { useCallback, useEffect, useState } from 'react';
import type { ReportOrder } from '~/lib/liveFeed';

const key = 'live.reportOrder';

/** localStorage may be missing or refuse (private modes, full): the order is then kept for this page only. */
function stored(): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Newest or oldest first, remembered per reader (this browser) across lives; newest first until chosen. `asked`: the
 * order the address names (?order=, the switch's link without JavaScript), which the server rendered and wins.
 */
export function useReportOrder(asked?: ReportOrder): [ReportOrder, (order: ReportOrder) => void] {
  const [order, setOrder] = useState<ReportOrder>(asked ?? 'desc');
  useEffect(() => {
    if (!asked && stored() === 'asc') setOrder('asc');
  }, [asked]);
  const choose = useCallback((next: ReportOrder) => {
    setOrder(next);
    try {
      window.localStorage.setItem(key, next);
    } catch {
      // kept for this page only
    }
  }, []);
  return [order, choose];
}
