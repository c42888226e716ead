import type { Editor as Tiptap } from '@tiptap/core';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorPicker } from './panels/ColorPicker';

const FONTS = [
  ['', 'editor.defaultFont'],
  ['Noto Sans CJK SC', '思源黑体'],
  ['Noto Serif CJK SC', '思源宋体'],
  ['Arial', 'Arial'],
  ['Georgia', 'Georgia'],
] as const;
const SIZES = [16, 20, 24, 28, 32, 40, 48, 56, 64, 72, 96, 120, 160];

/** Formatting of the text being edited (spec 001 §2 text toolbar), driving the one Tiptap editor. */
export function TextToolbar({ tiptap }: { tiptap: Tiptap }) {
  const { t } = useTranslation();
  // re-render as the caret moves so the buttons show the marks under it
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    tiptap.on('transaction', refresh);
    return () => void tiptap.off('transaction', refresh);
  }, [tiptap]);
  const chain = () => tiptap.chain().focus();
  const attrs = tiptap.getAttributes('textStyle') as { fontFamily?: string; fontSize?: string; color?: string };
  const toggle = (name: string, label: string, run: () => void, text: string) => (
    <button type="button" className={`tool${tiptap.isActive(name) ? ' on' : ''}`} aria-pressed={tiptap.isActive(name)} aria-label={label} title={label} onMouseDown={(e) => e.preventDefault()} onClick={run}>
      {text}
    </button>
  );
  return (
    <div className="text-toolbar" role="toolbar" aria-label={t('editor.text')} onMouseDown={(e) => (e.target as HTMLElement).closest('button') && e.preventDefault()}>
      <select aria-label={t('editor.font')} value={attrs.fontFamily ?? ''} onChange={(e) => (e.target.value ? chain().setFontFamily(e.target.value).run() : chain().unsetFontFamily().run())}>
        {FONTS.map(([value, label]) => (
          <option key={value} value={value}>
            {label.startsWith('editor.') ? t(label as 'editor.defaultFont') : label}
          </option>
        ))}
      </select>
      <select aria-label={t('editor.fontSize')} value={attrs.fontSize ? parseInt(attrs.fontSize, 10) : ''} onChange={(e) => chain().setFontSize(`${e.target.value}px`).run()}>
        <option value="">—</option>
        {SIZES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      {toggle('bold', t('editor.bold'), () => chain().toggleBold().run(), 'B')}
      {toggle('italic', t('editor.italic'), () => chain().toggleItalic().run(), 'I')}
      {toggle('underline', t('editor.underline'), () => chain().toggleUnderline().run(), 'U')}
      {/* compact faces keep the whole toolbar on one row at 1280 px (labels are the tooltips) */}
      <ColorPicker label={t('editor.textColor')} glyph={{ text: 'A', as: 'underline' }} value={attrs.color ?? '#1f2430'} onChange={(c) => chain().setColor(c).run()} />
      <ColorPicker label={t('editor.highlight')} glyph={{ text: 'A', as: 'background' }} value={(tiptap.getAttributes('highlight') as { color?: string }).color ?? '#ffe066'} onChange={(c) => chain().setHighlight({ color: c }).run()} />
      <button type="button" className="tool" aria-label={t('editor.clearStyle')} title={t('editor.clearStyle')} onClick={() => chain().unsetAllMarks().clearNodes().run()}>
        T<sub aria-hidden="true">×</sub>
      </button>
      {toggle('bulletList', t('editor.bulletList'), () => chain().toggleBulletList().run(), '•≡')}
      {toggle('orderedList', t('editor.orderedList'), () => chain().toggleOrderedList().run(), '1≡')}
      {/* no "justify": the canvas layout would draw it left-aligned, unlike the editor */}
      {(['left', 'center', 'right'] as const).map((a) => (
        <button key={a} type="button" className={`tool${tiptap.isActive({ textAlign: a }) ? ' on' : ''}`} aria-label={t(`editor.text${a[0]!.toUpperCase()}${a.slice(1)}` as 'editor.textLeft')} onClick={() => chain().setTextAlign(a).run()}>
          {{ left: '⇤', center: '↔', right: '⇥' }[a]}
        </button>
      ))}
    </div>
  );
}
