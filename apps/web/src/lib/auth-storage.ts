import { AUTH } from '@kindred/contract/constants';

/** SPEC 3 Login response: the stored auth record (`auth`) and the bare token (`authToken`). */
export interface StoredAuth {
  token: string;
  user: { id: string; [key: string]: unknown };
}

function isStoredAuth(value: unknown): value is StoredAuth {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as { token?: unknown; user?: { id?: unknown } | null };
  return typeof record.token === 'string' && record.token !== '' && typeof record.user?.id === 'string';
}

/** The stored auth record, or null when there is none; throws when storage or the JSON fails. */
export function readStoredAuthOrThrow(): StoredAuth | null {
  const raw = localStorage.getItem(AUTH.storageKey);
  if (raw === null) return null;
  const parsed: unknown = JSON.parse(raw);
  return isStoredAuth(parsed) ? parsed : null;
}

export function readStoredAuth(): StoredAuth | null {
  try {
    return readStoredAuthOrThrow();
  } catch {
    return null;
  }
}

/** The bearer token: the auth record's token field, else the separate authToken entry. */
export function readStoredToken(): string | null {
  const record = readStoredAuth();
  if (record) return record.token;
  try {
    return localStorage.getItem(AUTH.tokenStorageKey) || null;
  } catch {
    return null;
  }
}

export function storeAuth(record: StoredAuth): void {
  localStorage.setItem(AUTH.storageKey, JSON.stringify(record));
  localStorage.setItem(AUTH.tokenStorageKey, record.token);
}

export function clearStoredAuth(): void {
  localStorage.removeItem(AUTH.storageKey);
  localStorage.removeItem(AUTH.tokenStorageKey);
}

/** True for a `storage` event (another tab) that touched the auth entries. */
export function isAuthStorageKey(key: string | null): boolean {
  return key === null || key === AUTH.storageKey || key === AUTH.tokenStorageKey;
}
