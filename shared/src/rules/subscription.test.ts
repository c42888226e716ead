import { describe, expect, it } from 'vitest';
import { appState, chinaDate, DAY_MS, subscriptionView } from './subscription';

const now = Date.UTC(2026, 10, 22, 4, 0, 0); // 12:00 in Beijing

describe('app state', () => {
  it('is not expired before the end', () => {
    expect(appState(now + DAY_MS, 1, now)).toMatchObject({ expired: 0, type: 1 });
  });

  it('counts expired days from the end, at least 1', () => {
    expect(appState(now, 0, now).expired).toBe(1);
    expect(appState(now - 1, 0, now).expired).toBe(1);
    expect(appState(now - DAY_MS, 0, now).expired).toBe(2);
  });

  it('shows the last valid day in China time', () => {
    // 2026-11-22 16:00 UTC is 2026-11-23 00:00 in Beijing: the last valid day is the 22nd.
    expect(appState(Date.UTC(2026, 10, 22, 16, 0, 0), 0, now).expires).toBe('2026-11-22');
    expect(chinaDate(Date.UTC(2026, 10, 22, 15, 59, 59))).toBe('2026-11-22');
    expect(chinaDate(Date.UTC(2026, 10, 22, 16, 0, 0))).toBe('2026-11-23');
  });
});

describe('subscription view', () => {
  it('suggests renewal at 30 days or fewer, not at 31', () => {
    expect(subscriptionView(appState(now + 30 * DAY_MS, 0, now), now)).toMatchObject({ daysLeft: 30, renewSuggested: true, payButton: 'renew' });
    expect(subscriptionView(appState(now + 31 * DAY_MS, 0, now), now)).toMatchObject({ daysLeft: 31, renewSuggested: false, payButton: null });
  });

  it('badges experience, member and expired', () => {
    expect(subscriptionView(appState(now + DAY_MS, 1, now), now).badge).toBe('experience');
    expect(subscriptionView(appState(now + 90 * DAY_MS, 0, now), now).badge).toBe('member');
    expect(subscriptionView(appState(now - DAY_MS, 0, now), now)).toMatchObject({ badge: 'expired', renewSuggested: true, daysLeft: 0 });
  });

  it('offers experience users to open membership', () => {
    expect(subscriptionView(appState(now + 14 * DAY_MS, 1, now), now).payButton).toBe('open');
  });
});
