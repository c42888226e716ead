import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../shared/src/protocol/auth';
import { subscriptionView, type SubscriptionView } from '../../../shared/src/rules/subscription';

/** The subscription state of a user, re-evaluated each minute so a lapse shows without reload. */
export function useSubscription(user: User | null | undefined): (SubscriptionView & { badgeText: string }) | null {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return useMemo(() => {
    if (!user) return null;
    const view = subscriptionView(user.app, now);
    const badgeText = { experience: t('account.badgeExperience'), expired: t('account.badgeExpired'), member: t('account.badgeMember') }[view.badge];
    return { ...view, badgeText };
  }, [user, now, t]);
}
