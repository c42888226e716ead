import { useState } from 'react';
import { Dialog } from './Dialog';
import { DialogButtons } from './DialogButtons';
import { Field } from './Field';
import { useDialogSubmit } from './useDialogSubmit';

/**
 * Asks for one name (new folder, rename). The server's refusal (empty, same-name folder) shows
 * inside the dialog (spec 000 §8); an unchanged name just closes it.
 */
export function NameDialog({ title, label, initial = '', maxLength = 50, onSubmit, onClose }: { title: string; label: string; initial?: string; maxLength?: number; onSubmit: (name: string) => Promise<unknown>; onClose: () => void }) {
  const [name, setName] = useState(initial);
  const { error, setError, busy, submit: run } = useDialogSubmit(onClose);
  const submit = async () => {
    if (initial !== '' && name.trim() === initial) return onClose();
    await run(() => onSubmit(name));
  };
  return (
    <Dialog
      title={title}
      width={420}
      onClose={onClose}
      testId="name-dialog"
      footer={<DialogButtons onCancel={onClose} form="name-form" disabled={busy} />}
    >
      <form
        id="name-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field label={label} name="name" value={name} maxLength={maxLength} error={error} onChange={(v) => (setName(v), setError(null))} />
      </form>
    </Dialog>
  );
}
