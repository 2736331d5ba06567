// spec §3: the virtual device id and virtual user id are created once and kept locally.
import { virtualId } from '../lib/virtualId';
import type { ExpiringStore } from './storage';

export const deviceKeys = { device: 'device', virtualUserId: 'virtualUserId' } as const;

function keep(store: ExpiringStore, key: string, prefix: string): string {
  const saved = store.get<string>(key);
  if (saved) return saved;
  const created = virtualId(prefix);
  store.set(key, created);
  return created;
}

export function deviceId(store: ExpiringStore): string {
  return keep(store, deviceKeys.device, 'xy');
}

export function virtualUserId(store: ExpiringStore): string {
  return keep(store, deviceKeys.virtualUserId, 'xyu');
}
