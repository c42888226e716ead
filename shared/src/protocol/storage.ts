import { z } from 'zod';

/** auth/storage: how much of the account's storage quota is used, in bytes. */
export const StorageUsageSchema = z.object({ used: z.number().int().min(0), limit: z.number().int().min(0) });
export type StorageUsage = z.infer<typeof StorageUsageSchema>;

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** "1.2 GB", "2 GB", "350 KB": powers of 1024, one decimal, none when it is .0. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  // rounding may reach the next unit: 1023.96 KB reads "1 MB", not "1024 KB"
  if (Math.round(value * 10) / 10 >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${UNITS[unit]}`;
}
