import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as Y from 'yjs';
import { pageRemoval } from '../../../shared/src/schema/page-ops';
import { toast } from '../state/toasts';
import { ContextMenu } from '../ui/ContextMenu';
import { useScreen } from '../ui/screen';
import { useLongPress } from '../ui/useLongPress';
import { addLightingSystemPage } from './add-lighting-system-page';
import { PageStage } from './canvas/PageStage';
import { useDocData, type DocData } from '../documents/doc-data';
import type { Editor } from './editor';
import { pageSkipped, toggleSkip } from './page-skip';
import { EyeSlashIcon } from './play/icons';
import { useEditorState, usePageJSON, usePageList } from './usePage';

const THUMB_WIDTH = 176;

/** A page's thumbnail, drawn only while it is scrolled into view (a 100-page deck stays light). */
function Thumb({ doc, pageId, size, docData }: { doc: Y.Doc; pageId: string; size: { width: number; height: number }; docData: DocData }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const observer = new IntersectionObserver(([entry]) => setVisible(entry!.isIntersecting), { rootMargin: '200px' });
    observer.observe(ref.current!);
    return () => observer.disconnect();
  }, []);
  const scale = THUMB_WIDTH / size.width;
  return (
    <div ref={ref} className="thumb" style={{ width: THUMB_WIDTH, height: Math.round(size.height * scale) }}>
      {visible && <ThumbStage doc={doc} pageId={pageId} size={size} scale={scale} docData={docData} />}
    </div>
  );
}
/**
 * A thumbnail follows its page at low priority: React renders it after what the designer is
 * doing (useDeferredValue), and Konva draws it a slice per frame (sliced), so a drop or a
 * colleague's edit on a plan of a thousand lamps does not wait for its thumbnail.
 */
function ThumbStage({ doc, pageId, size, scale, docData }: { doc: Y.Doc; pageId: string; size: { width: number; height: number }; scale: number; docData: DocData }) {
  const page = useDeferredValue(usePageJSON(doc, pageId));
  const data = useDeferredValue(docData);
  return page ? <PageStage page={page} width={size.width} height={size.height} scale={scale} sliced docData={data} /> : null;
}

interface ItemProps {
  editor: Editor;
  id: string;
  index: number;
  size: { width: number; height: number };
  /** the document's products and settings, read once for every thumbnail */
  docData: DocData;
  dropBefore: boolean;
  /** left out of play, the viewer and exports: the thumbnail is dimmed and badged */
  skipped: boolean;
  /** drag to reorder: with a mouse only (a finger resting on a page opens its menu instead) */
  draggable: boolean;
  onOpen: () => void;
  onMenu: (x: number, y: number) => void;
  drag: Pick<React.LiHTMLAttributes<HTMLLIElement>, 'onDragStart' | 'onDragOver' | 'onDrop' | 'onDragEnd'>;
}

/** One page of the list: a click opens it; a right-click or a long press opens its menu. */
function PageItem({ editor, id, index, size, docData, dropBefore, skipped, draggable, onOpen, onMenu, drag }: ItemProps) {
  const { t } = useTranslation();
  const { consumeFired, ...press } = useLongPress((x, y) => {
    editor.setPage(id);
    onMenu(x, y);
  });
  return (
    <li
      data-page={id}
      className={`${id === editor.pageId ? 'active' : ''}${dropBefore ? ' drop-before' : ''}${skipped ? ' skipped' : ''}`}
      data-skipped={skipped || undefined}
      draggable={draggable}
      {...drag}
      {...press}
      onClick={() => {
        // the lift after a long press is not a tap
        if (!consumeFired()) onOpen();
      }}
      onContextMenu={(e) => {
        e.preventDefault();
        editor.setPage(id);
        onMenu(e.clientX, e.clientY);
      }}
    >
      <span className="page-no">{index + 1}</span>
      <Thumb doc={editor.doc} pageId={id} size={size} docData={docData} />
      {/* words beside the icon: an eye struck through alone is not read the same by everyone */}
      {skipped && (
        <span className="skip-badge" data-testid="skip-badge" title={t('skip.badgeTitle')}>
          <EyeSlashIcon />
          {t('skip.badge')}
        </span>
      )}
    </li>
  );
}

/**
 * Pages: thumbnails in order; click to open, drag to reorder, new/copy/delete (spec 001 §4).
 * `onOpened`: a page was opened from the list (a drawer closes then).
 */
export function PageList({ editor, size, onOpened }: { editor: Editor; size: { width: number; height: number }; onOpened?: () => void }) {
  const { t } = useTranslation();
  useEditorState(editor);
  const { touch } = useScreen();
  const pages = usePageList(editor.doc);
  const docData = useDocData(editor.doc);
  const [menu, setMenu] = useState<{ x: number; y: number; id: string } | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const dragging = useRef<string | null>(null);

  const remove = (id: string) => {
    const { kept, added } = editor.removePages([id], t('editor.blankPage'));
    if (kept.length > 0) toast('info', t('editor.someNotDeletable'));
    else if (added) toast('info', t('editor.lastPageReplaced'));
  };
  const addSystemPage = () => addLightingSystemPage(editor, (key, o) => t(key as 'editor.addPage', o ?? {}));
  const drop = (index: number) => {
    const id = dragging.current;
    dragging.current = null;
    setDropAt(null);
    if (!id) return;
    const from = pages.findIndex((p) => p.id === id);
    // indices after the dragged page shift down by one once it is taken out
    editor.movePage(id, index > from ? index - 1 : index);
  };

  return (
    <aside className="page-list" aria-label={t('editor.pages')}>
      <div className="page-list-tools">
        <button type="button" className="primary" disabled={editor.readOnly} onClick={() => editor.addPage(t('editor.pageN', { n: pages.length + 1 }))}>
          + {t('editor.addPage')}
        </button>
        <button type="button" disabled={editor.readOnly} onClick={addSystemPage}>
          + {t('lighting.lightingUi.system.addPage')}
        </button>
      </div>
      <ol data-testid="page-list">
        {pages.map((p, i) => (
          <PageItem
            key={p.id}
            editor={editor}
            id={p.id}
            index={i}
            size={size}
            docData={docData}
            dropBefore={dropAt === i}
            skipped={p.skip}
            draggable={!editor.readOnly && !touch}
            onOpen={() => {
              editor.setPage(p.id);
              onOpened?.();
            }}
            onMenu={(x, y) => setMenu({ x, y, id: p.id })}
            drag={{
              onDragStart: (e) => {
                dragging.current = p.id;
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', p.id);
              },
              onDragOver: (e) => {
                if (!dragging.current) return;
                e.preventDefault();
                const box = e.currentTarget.getBoundingClientRect();
                setDropAt(e.clientY < box.top + box.height / 2 ? i : i + 1);
              },
              onDrop: (e) => {
                e.preventDefault();
                drop(dropAt ?? i);
              },
              onDragEnd: () => setDropAt(null),
            }}
          />
        ))}
      </ol>
      {menu && (
        <ContextMenu
          x={menu.x}
          y={menu.y}
          onClose={() => setMenu(null)}
          items={[
            { label: t('editor.addPage'), onSelect: () => editor.addPage(t('editor.pageN', { n: pages.length + 1 })), disabled: editor.readOnly },
            { label: t('editor.copyPage'), onSelect: () => editor.copyPage(menu.id), disabled: editor.readOnly },
            { label: pageSkipped(editor, menu.id) ? t('skip.unskip') : t('skip.skip'), onSelect: () => toggleSkip(editor, menu.id), disabled: editor.readOnly },
            // the only page, already blank: deleting would put the same blank page back
            pageRemoval(editor.doc, [menu.id]) === 'nothing'
              ? { label: t('editor.deletePage'), onSelect: () => undefined, danger: true, disabled: true, title: t('editor.onlyPageBlank') }
              : { label: t('editor.deletePage'), onSelect: () => remove(menu.id), danger: true, disabled: editor.readOnly },
          ]}
        />
      )}
    </aside>
  );
}
