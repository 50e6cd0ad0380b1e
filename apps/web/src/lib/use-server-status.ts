import { useSyncExternalStore } from 'react';
import { getServerStatus, subscribeToServerStatus, type ServerStatus } from './server-status';

/** 'reconnecting' while the server answers 503 or not at all (see server-status.ts). */
export function useServerStatus(): ServerStatus {
  return useSyncExternalStore(subscribeToServerStatus, getServerStatus, () => 'up');
}
