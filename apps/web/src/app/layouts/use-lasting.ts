import { useEffect, useState } from 'react';

/** True once `condition` has held for `ms` without a break; false as soon as it stops. */
export function useLasting(condition: boolean, ms: number): boolean {
  const [lasted, setLasted] = useState(false);
  useEffect(() => {
    if (!condition) return;
    const timer = setTimeout(() => setLasted(true), ms);
    return () => {
      clearTimeout(timer);
      setLasted(false);
    };
  }, [condition, ms]);
  return condition && lasted;
}
