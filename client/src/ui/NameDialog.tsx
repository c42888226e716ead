import { useState } from 'react';
import { ApiError } from '../api/client';
import { Dialog } from './Dialog';
import { DialogButtons } from './DialogButtons';
import { Field } from './Field';

/**
 * Asks for one name (new folder, rename). The server's refusal (empty, same-name folder) shows
 * inside the dialog (spec 000 §8); an unchanged name just closes it.
 */
export function NameDialog({ title, label, initial = '', maxLength = 50, onSubmit, onClose }: { title: string; label: string; initial?: string; maxLength?: number; onSubmit: (name: string) => Promise<unknown>; onClose: () => void }) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (initial !== '' && name.trim() === initial) return onClose();
    setBusy(true);
    try {
      await onSubmit(name);
      onClose();
    } catch (err) {
      if (err instanceof ApiError) setError(err.message);
    } finally {
      setBusy(false);
    }
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
