import { useCallback, useEffect, useState } from 'react';
import { forgetFormDraft, readFormDraft, saveFormDraft, type DraftFile } from './formDrafts';

export interface DraftState<Fields> {
  fields: Fields;
  files: DraftFile[];
}

/**
 * A form's draft (formDrafts.ts): undefined while it is read, then the kept one or `fresh()`. Every change is
 * applied to the draft as it is by then (an upload may end while the reader types) and kept at once.
 */
export function useFormDraft<Fields>(key: string, fresh: () => Fields) {
  const [draft, setDraft] = useState<DraftState<Fields>>();

  useEffect(() => {
    let current = true;
    void readFormDraft<Fields>(key).then((kept) => {
      if (current)
        setDraft(kept ? { fields: kept.fields, files: kept.files } : { fields: fresh(), files: [] });
    });
    return () => {
      current = false;
    };
    // `fresh` is asked once per draft key, whatever the render passes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const change = useCallback(
    (next: (d: DraftState<Fields>) => Partial<DraftState<Fields>>) =>
      setDraft((d) => {
        if (!d) return d;
        const updated = { ...d, ...next(d) };
        void saveFormDraft(key, updated);
        return updated;
      }),
    [key],
  );
  const forget = useCallback(() => forgetFormDraft(key), [key]);

  return { draft, change, forget };
}
