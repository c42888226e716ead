import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../api/client';
import { Dialog } from '../../ui/Dialog';
import { DialogButtons } from '../../ui/DialogButtons';
import { Field } from '../../ui/Field';

const FIELDS = ['name', 'number', 'address', 'customer', 'contact', 'phone'] as const;
type Fields = Record<(typeof FIELDS)[number], string>;
const LABELS = { name: 'projectName', number: 'projectNumber', address: 'projectAddress', customer: 'projectCustomer', contact: 'projectContact', phone: 'projectPhone' } as const;

/** Create a project in a folder, or edit one (spec 000 §3 project fields). */
export function ProjectDialog({ pid, projectId, onDone, onClose }: { pid: string; projectId?: string; onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<Fields>({ name: '', number: '', address: '', customer: '', contact: '', phone: '' });
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (projectId) void api('doc/getproject', { id: projectId }).then(({ id: _id, ...rest }) => setFields(rest));
  }, [projectId]);
  const submit = async () => {
    try {
      if (projectId) await api('doc/updateproject', { id: projectId, ...fields }, { showError: false });
      else await api('doc/createproject', { pid, ...fields }, { showError: false });
      onDone();
      onClose();
    } catch (err) {
      if (err instanceof ApiError) setError(err.message);
    }
  };
  return (
    <Dialog
      title={projectId ? t('dialogs.editProject') : t('dialogs.newProject')}
      width={480}
      onClose={onClose}
      testId="project-dialog"
      footer={<DialogButtons onCancel={onClose} form="project-form" />}
    >
      <form
        id="project-form"
        className="form-grid"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {FIELDS.map((f) => (
          <Field
            key={f}
            label={t(`dialogs.${LABELS[f]}`)}
            name={f}
            value={fields[f]}
            maxLength={f === 'address' ? 128 : f === 'name' ? 50 : 32}
            error={f === 'name' ? error : null}
            onChange={(v) => (setFields((x) => ({ ...x, [f]: v })), setError(null))}
          />
        ))}
      </form>
    </Dialog>
  );
}
