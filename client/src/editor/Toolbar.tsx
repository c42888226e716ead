import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newImageGroup, newInput, newShape, newTable, newText, SHAPE_TYPES, type ShapeType } from '../../../shared/src/schema/elements/kinds';
import { actionById, type ActionContext } from './actions/actions';
import { shortcutLabel } from './actions/shortcuts';
import { useLayer } from '../ui/useLayer';
import { TextToolbar } from './TextToolbar';
import { useEditorState } from './usePage';

const shapeLabel = (s: ShapeType) => `editor.shape${s[0]!.toUpperCase()}${s.slice(1)}` as 'editor.shapeLine';

/** A button for a registered action: its label, its shortcut in the tooltip, its enabled rule. */
function ActionButton({ id, ctx, text }: { id: string; ctx: ActionContext; text?: string }) {
  const { t } = useTranslation();
  const a = actionById(id);
  const title = a.shortcuts ? `${t(a.label)} (${shortcutLabel(a.shortcuts[0]!)})` : t(a.label);
  return (
    <button type="button" className="tool" title={title} aria-label={t(a.label)} disabled={a.enabled?.(ctx) === false} onClick={() => a.perform(ctx)}>
      {text ?? t(a.label)}
    </button>
  );
}

/** A small dropdown of choices; `end`: it opens leftwards (the toolbar's right side). */
function Menu({ label, align = 'start', children }: { label: string; align?: 'start' | 'end'; children: (close: () => void) => React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useLayer(open, () => setOpen(false), root);
  return (
    <div ref={root} className="tool-menu" onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}>
      <button type="button" className="tool" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        {label}
        <span className="caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {open && (
        <div className={`tool-popover${align === 'end' ? ' end' : ''}`} role="menu">
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}

interface Props {
  ctx: ActionContext;
  onInsertImage: () => void;
  onImageFromWeb: () => void;
  onExport: (kind: 'pdf' | 'png') => void;
}

/**
 * The editor toolbar: insert, undo/redo, arrange, zoom, export; text formatting while typing.
 * (Play is in the page header, beside share: the row must hold the text toolbar at 1280 px.)
 */
export function Toolbar({ ctx, onInsertImage, onImageFromWeb, onExport }: Props) {
  const { t } = useTranslation();
  const { editor } = ctx;
  useEditorState(editor);
  // the scale the canvas draws at, from the size it measured (never a guess made before layout)
  const zoom = editor.scale(ctx.page);
  const ro = editor.readOnly;
  return (
    <div className="editor-toolbar" role="toolbar" aria-label={t('editor.insert')}>
      <button type="button" className="tool" disabled={ro} onClick={() => editor.addText(newText(ctx.page, '<p></p>'))}>
        {t('editor.text')}
      </button>
      <Menu label={t('editor.image')}>
        {(close) => (
          <>
            <button type="button" role="menuitem" disabled={ro} onClick={() => (close(), onInsertImage())}>
              {t('editor.uploadLocal')}
            </button>
            <button type="button" role="menuitem" disabled={ro} onClick={() => (close(), onImageFromWeb())}>
              {t('editor.imageUrl')}
            </button>
          </>
        )}
      </Menu>
      <Menu label={t('editor.shapes')}>
        {(close) =>
          SHAPE_TYPES.map((s) => (
            <button key={s} type="button" role="menuitem" disabled={ro} onClick={() => (close(), editor.add(newShape(s, ctx.page)))}>
              {t(shapeLabel(s))}
            </button>
          ))
        }
      </Menu>
      <Menu label={t('editor.more')}>
        {(close) => (
          <>
            <button type="button" role="menuitem" disabled={ro} onClick={() => (close(), editor.add(newTable(ctx.page, t('editor.tableHeaders').split(','))))}>
              {t('editor.table')}
            </button>
            <button type="button" role="menuitem" disabled={ro} onClick={() => (close(), editor.add(newInput(ctx.page, t('editor.inputPlaceholder'))))}>
              {t('editor.input')}
            </button>
            <button type="button" role="menuitem" disabled={ro} onClick={() => (close(), editor.add(newImageGroup(ctx.page)))}>
              {t('editor.imageGroup')}
            </button>
          </>
        )}
      </Menu>
      <span className="sep" />
      <ActionButton id="undo" ctx={ctx} text="↶" />
      <ActionButton id="redo" ctx={ctx} text="↷" />
      <span className="sep" />
      <Menu label={t('editor.alignMenu')}>
        {(close) =>
          ['alignLeft', 'alignHcenter', 'alignRight', 'alignTop', 'alignVcenter', 'alignBottom', 'distributeX', 'distributeY'].map((id) => {
            const a = actionById(id);
            return (
              <button key={id} type="button" role="menuitem" disabled={a.enabled?.(ctx) === false} onClick={() => (close(), a.perform(ctx))}>
                {t(a.label)}
              </button>
            );
          })
        }
      </Menu>
      <Menu label={t('editor.layerMenu')}>
        {(close) =>
          ['forward', 'front', 'backward', 'back'].map((id) => {
            const a = actionById(id);
            return (
              <button key={id} type="button" role="menuitem" disabled={a.enabled?.(ctx) === false} onClick={() => (close(), a.perform(ctx))}>
                {t(a.label)}
                {a.shortcuts && <kbd>{shortcutLabel(a.shortcuts[0]!)}</kbd>}
              </button>
            );
          })
        }
      </Menu>
      {editor.tiptap && (
        <>
          <span className="sep" />
          <TextToolbar tiptap={editor.tiptap} />
        </>
      )}
      <span className="grow" />
      {/* the zoom controls wrap (below 1280 px) as one piece */}
      <span className="tool-group">
        <ActionButton id="zoomOut" ctx={ctx} text="−" />
        <Menu label={`${Math.round(zoom * 100)}%`} align="end">
          {(close) =>
            ['fitPage', 'fitWidth', 'fitHeight', 'actualSize'].map((id) => (
              <button key={id} type="button" role="menuitem" onClick={() => (close(), actionById(id).perform(ctx))}>
                {t(actionById(id).label)}
              </button>
            ))
          }
        </Menu>
        <ActionButton id="zoomIn" ctx={ctx} text="+" />
      </span>
      <ActionButton id="shortcuts" ctx={ctx} text="⌨" />
      <span className="sep" />
      <Menu label={t('editor.export')} align="end">
        {(close) => (
          <>
            <button type="button" role="menuitem" onClick={() => (close(), onExport('pdf'))}>
              {t('editor.exportPdf')}
            </button>
            <button type="button" role="menuitem" onClick={() => (close(), onExport('png'))}>
              {t('editor.exportPng')}
            </button>
          </>
        )}
      </Menu>
    </div>
  );
}

