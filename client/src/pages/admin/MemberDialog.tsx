import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_DAYS_MAX } from '../../../../shared/src/protocol/admin';
import { Dialog } from '../../ui/Dialog';
import { DialogButtons } from '../../ui/DialogButtons';
import { Field } from '../../ui/Field';
import { useDialogSubmit } from '../../ui/useDialogSubmit';

/** Asks how many days of membership to grant; the server's refusal shows in the dialog. */
export function MemberDialog({ name, onSubmit, onClose }: { name: string; onSubmit: (days: number) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation();
  const [days, setDays] = useState('365');
  const { error, setError, busy, submit: run } = useDialogSubmit(onClose);
  // sent as a number; "abc" becomes NaN and the server's rule explains what is wrong
  const submit = () => run(() => onSubmit(Number(days)));
  return (
    <Dialog title={t('common.labelled', { label: t('admin.setMember'), value: name })} width={420} onClose={onClose} testId="member-dialog" footer={<DialogButtons onCancel={onClose} form="member-form" disabled={busy} />}>
      <form
        id="member-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field label={t('admin.memberDays')} name="days" type="number" min={1} max={MEMBER_DAYS_MAX} step={1} value={days} error={error} onChange={(v) => (setDays(v), setError(null))} />
      </form>
    </Dialog>
  );
}
