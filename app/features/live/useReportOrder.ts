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

/** Newest or oldest first, remembered per reader (this browser) across lives; newest first until chosen. */
export function useReportOrder(): [ReportOrder, (order: ReportOrder) => void] {
  const [order, setOrder] = useState<ReportOrder>('desc');
  useEffect(() => {
    if (stored() === 'asc') setOrder('asc');
  }, []);
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
