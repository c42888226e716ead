import { useState } from 'react';
import { ApiError } from '../api/client';

/**
 * The submit of a one-field dialog: busy while the call runs, closed when it succeeds, and the
 * server's refusal shown in the dialog (spec 000 §8) instead of a toast.
 */
export function useDialogSubmit(onClose: () => void) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
      onClose();
    } catch (err) {
      if (err instanceof ApiError) setError(err.message);
    } finally {
      setBusy(false);
    }
  };
  return { error, setError, busy, submit };
}
