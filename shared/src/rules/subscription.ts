// Subscription state of spec 000 §4: app.type 0 = member (vip), 1 = experience user;
// expired > 0 means expired; renewal is suggested when expired or 30 days or fewer remain.

export const DAY_MS = 86_400_000;
export const RENEW_WARNING_DAYS = 30;
/** Dates are shown as the calendar day in China (UTC+8), wherever the server runs. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

export type AppType = 0 | 1;
export interface AppState {
  /** days past expiry (at least 1 once expired), 0 while valid */
  expired: number;
  /** the last valid day, YYYY-MM-DD in China time */
  expires: string;
  /** the exact end of validity, ms since the epoch */
  expires_at: number;
  type: AppType;
}

export function chinaDate(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

export function appState(expiresAt: number, type: AppType, now: number): AppState {
  const expired = now >= expiresAt ? Math.floor((now - expiresAt) / DAY_MS) + 1 : 0;
  // The last valid moment is expiresAt - 1 ms; show that day.
  return { expired, expires: chinaDate(expiresAt - 1), expires_at: expiresAt, type };
}

export type Badge = 'experience' | 'expired' | 'member';
export interface SubscriptionView {
  badge: Badge;
  daysLeft: number;
  renewSuggested: boolean;
  /** which pay button the header shows: open membership, renew, or none */
  payButton: 'open' | 'renew' | null;
}

export function subscriptionView(app: AppState, now: number): SubscriptionView {
  const daysLeft = Math.max(0, Math.ceil((app.expires_at - now) / DAY_MS));
  const expired = app.expired > 0;
  const renewSuggested = expired || daysLeft <= RENEW_WARNING_DAYS;
  const badge: Badge = expired ? 'expired' : app.type === 1 ? 'experience' : 'member';
  const payButton = app.type === 1 ? 'open' : renewSuggested ? 'renew' : null;
  return { badge, daysLeft, renewSuggested, payButton };
}

/** 'YYYY-MM-DD HH:mm:ss' in China time, as lists show open times (spec 000 §2). */
export function chinaDateTime(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
