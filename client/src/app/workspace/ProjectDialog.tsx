import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateProjectSchema, type Row } from '../../../../shared/src/protocol/workspace';
import { api, ApiError } from '../../api/client';
import { Dialog } from '../../ui/Dialog';
import { DialogButtons } from '../../ui/DialogButtons';
import { Field } from '../../ui/Field';

const FIELDS = ['name', 'number', 'address', 'customer', 'contact', 'phone'] as const;
type Field = (typeof FIELDS)[number];
type Fields = Record<Field, string>;
const LABELS = { name: 'projectName', number: 'projectNumber', address: 'projectAddress', customer: 'projectCustomer', contact: 'projectContact', phone: 'projectPhone' } as const;

/** Create a project in a folder, or edit one (spec 000 §3 project fields). */
export function ProjectDialog({ pid, projectId, onDone, onClose }: { pid: string; projectId?: string; onDone: (created?: Row) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<Fields>({ name: '', number: '', address: '', customer: '', contact: '', phone: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  useEffect(() => {
    if (projectId) void api('doc/getproject', { id: projectId }).then(({ id: _id, ...rest }) => setFields(rest));
  }, [projectId]);
  const submit = async () => {
    // the server's own rules (the same schema), so a wrong phone is said here, beside the field
    const checked = CreateProjectSchema.safeParse({ pid, ...fields });
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        if (FIELDS.includes(field)) found[field] ??= t(issue.message);
      }
      setErrors(found);
      if (Object.keys(found).length > 0) return;
    }
    try {
      if (projectId) {
        await api('doc/updateproject', { id: projectId, ...fields }, { showError: false });
        onDone();
      } else onDone(await api('doc/createproject', { pid, ...fields }, { showError: false }));
      onClose();
    } catch (err) {
      if (err instanceof ApiError) setErrors({ [err.field !== undefined && (FIELDS as readonly string[]).includes(err.field) ? (err.field as Field) : 'name']: err.message });
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
            error={errors[f] ?? null}
            onChange={(v) => (setFields((x) => ({ ...x, [f]: v })), setErrors((e) => ({ ...e, [f]: undefined })))}
          />
        ))}
      </form>
    </Dialog>
  );
}
