import { useCallback, useState } from 'react';
import { messageOf } from '../../lib/errors';

/**
 * One staff control's write: `busy` while it runs, and the message of its last failure for the
 * line under the control (kept until a later run succeeds). `run` resolves to whether it did.
 */
export function useStaffAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
      setError(null);
      return true;
    } catch (reason) {
      setError(messageOf(reason));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { run, busy, error };
}
