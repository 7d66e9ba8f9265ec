import { useCallback, useEffect, useState } from 'react';

export interface Flash {
  status: 'success' | 'error';
  text: string;
  title?: string;
}

/** How long a success message stays (the spec: roughly 1.5 to 2 seconds). */
export const SUCCESS_MS = 2000;

/** One message at a time for a screen: successes clear themselves, errors stay until the next action. */
export function useFlash(): [Flash | null, (flash: Flash | null) => void] {
  const [flash, setFlash] = useState<Flash | null>(null);
  useEffect(() => {
    if (flash?.status !== 'success') return;
    const timer = setTimeout(() => setFlash(null), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [flash]);
  const show = useCallback((next: Flash | null) => setFlash(next), []);
  return [flash, show];
}
