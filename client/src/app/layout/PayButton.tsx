import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userAtom } from '../../state/session';
import { Dialog } from '../../ui/Dialog';
import { useSubscription } from '../useSubscription';

/**
 * "Open membership" for experience users, "renew" when renewal is due (spec 000 §2, §4).
 * Online payment is not connected in this deployment, so the dialog says how to join.
 */
export function PayButton() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom)!;
  const view = useSubscription(user);
  const [open, setOpen] = useState(false);
  if (!view?.payButton) return null;
  const title = view.payButton === 'open' ? t('pay.title') : t('pay.renewTitle');
  return (
    <>
      <button type="button" className="pay-button" onClick={() => setOpen(true)}>
        {view.payButton === 'open' ? t('header.openMember') : t('header.renew')}
      </button>
      {open && (
        <Dialog title={title} width={420} onClose={() => setOpen(false)} testId="pay-dialog">
          <p>{t('pay.body')}</p>
        </Dialog>
      )}
    </>
  );
}
