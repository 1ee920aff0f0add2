import type { AddressInfo } from 'node:net';
import type { Config } from '../config';

// Placeholder: replaced by the real DATA_DIR lock + admin channel.
export interface DataDirLock {
  publish(address: AddressInfo | string | null): void;
}
export function claimDataDir(_config: Config): DataDirLock {
  return { publish: () => {} };
}
export function releaseDataDir(_lock: DataDirLock): void {}
