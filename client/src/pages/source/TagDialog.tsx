import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SourceItem } from '../../../../shared/src/protocol/source-library';
import { TAG_INPUT_MAX, MAX_TAGS } from '../../../../shared/src/source/tag-rules';
import { addTagToSelection, splitTags } from '../../../../shared/src/source/tag-split';
import { Dialog } from '../../ui/Dialog';
import { DialogButtons } from '../../ui/DialogButtons';

interface Props {
  items: SourceItem[];
  onSave: (add: string[], remove: string[]) => Promise<void>;
  onClose: () => void;
}

/**
 * Tags of the selection (spec 000 §5): those common to all and those on only some; adding is
 * allowed while fewer than 5 are common. Changes are gathered and sent as one source/tag call.
 */
export function TagDialog({ items, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [add, setAdd] = useState<string[]>([]);
  const [remove, setRemove] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // the selection as it would be after the gathered changes, so the rules see them too
  const pending = items.map((i) => ({ id: i.id, tags: [...i.tags.filter((tag) => !remove.includes(tag)), ...add.filter((a) => !i.tags.includes(a))].slice(0, MAX_TAGS) }));
  const { common, some } = splitTags(pending);
  const full = common.length >= MAX_TAGS;
  const addOne = () => {
    const r = addTagToSelection(pending, text);
    if (!r.ok) return setError(t(r.reason));
    if (r.skipped.length > 0) setError(t('sourceUi.tagSkipped', { n: r.skipped.length }));
    else setError('');
    setAdd((a) => (a.includes(r.tag) ? a : [...a, r.tag]));
    setRemove((rm) => rm.filter((x) => x !== r.tag));
    setText('');
  };
  const drop = (tag: string) => {
    setAdd((a) => a.filter((x) => x !== tag));
    if (items.some((i) => i.tags.includes(tag))) setRemove((rm) => [...rm, tag]);
  };
  const save = async () => {
    if (add.length + remove.length === 0) return onClose();
    setBusy(true);
    try {
      await onSave(add, remove);
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  const chips = (tags: string[]) => (
    <div className="source-tags">
      {tags.map((tag) => (
        <span key={tag} className="source-tag">
          {tag}
          <button type="button" className="tag-x" aria-label={`${t('sourceUi.remove')} ${tag}`} onClick={() => drop(tag)}>
            ×
          </button>
        </span>
      ))}
    </div>
  );
  return (
    <Dialog title={t('sourceUi.tagTitle')} width={480} onClose={onClose} testId="tag-dialog" footer={<DialogButtons onCancel={onClose} onOk={() => void save()} disabled={busy} />}>
      <h3 className="small">{t('sourceLibrary.tagsCommon')}</h3>
      {chips(common)}
      {some.length > 0 && (
        <>
          <h3 className="small">{t('sourceLibrary.tagsSome')}</h3>
          {chips(some)}
        </>
      )}
      <form
        className="tag-add"
        onSubmit={(e) => {
          e.preventDefault();
          addOne();
        }}
      >
        <input aria-label={t('sourceLibrary.tagPlaceholder')} placeholder={t('sourceLibrary.tagPlaceholder')} value={text} maxLength={TAG_INPUT_MAX} disabled={full} onChange={(e) => (setText(e.target.value), setError(''))} />
        <button type="submit" disabled={full || text.trim() === ''}>
          {t('sourceUi.tagAdd')}
        </button>
      </form>
      {(error || full) && (
        <p className="field-error" role="alert">
          {error || t('sourceLibrary.tagNoRoom')}
        </p>
      )}
    </Dialog>
  );
}
