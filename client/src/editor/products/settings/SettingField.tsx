import { setSetting, type SettingKey } from '../../../../../shared/src/documents/doc-settings';
import type { Editor } from '../../editor';
import { CommitField } from '../CommitField';
import type { FieldRule } from '../field-rules';

interface Props {
  editor: Editor;
  setting: SettingKey;
  label: string;
  value: string;
  rule: FieldRule;
  inputMode?: 'decimal' | 'numeric' | 'text' | 'email' | 'tel';
  placeholder?: string;
}

/** One document setting as a field: committed through its rule into the settings map. */
export function SettingField({ editor, setting, label, value, rule, inputMode, placeholder }: Props) {
  return <CommitField label={label} value={value} rule={rule} inputMode={inputMode} placeholder={placeholder} onCommit={(v) => writeSetting(editor, setting, v)} />;
}

/** A setting written with the tab's origin; a read-only editor writes nothing. */
export function writeSetting(editor: Editor, setting: SettingKey, value: unknown): void {
  if (editor.readOnly) return;
  setSetting(editor.doc, setting, value, editor.origin);
}
