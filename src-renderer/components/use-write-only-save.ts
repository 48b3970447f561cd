// Saving a write-only setting (a secret the server never shows back): busy while it saves, then "Saved." or
// "Not saved." with the server's reasons; the field is emptied once saved.
import { useState } from 'react';
import { errorLines } from '../api/client';
import { i18n } from '../i18n';

export interface SaveStatus {
  ok: boolean;
  lines: string[];
}

export function useWriteOnlySave<T>(onSaved: (result: T) => void, clearField: () => void) {
  const [status, setStatus] = useState<SaveStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (request: () => Promise<T>, done: string) => {
    setBusy(true);
    setStatus(null);
    try {
      onSaved(await request());
      clearField();
      setStatus({ ok: true, lines: [done] });
    } catch (err) {
      setStatus({ ok: false, lines: [i18n.t('common.notSaved'), ...errorLines(err)] });
    } finally {
      setBusy(false);
    }
  };
  return { status, setStatus, busy, save };
}
