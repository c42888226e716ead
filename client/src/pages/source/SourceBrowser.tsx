import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MINE_ROOT, type SourceItem } from '../../../../shared/src/protocol/source-library';
import '../../styles/product-panels.css';
import '../../styles/source.css';
import '../../styles/source-media.css';
import { ACCEPT } from '../../source/file-checks';
import { mediaKind } from '../../source/rows';
import { confirmSelection, toggleSelection } from '../../source/selection';
import { findNode, isWritable, pathTo, uploadDir } from '../../source/tree';
import { useLibraryUpload } from '../../source/useLibraryUpload';
import { usePasteUpload } from '../../source/usePasteUpload';
import { useSourceList } from '../../source/useSourceList';
import { useSourceTree } from '../../source/useSourceTree';
import { userAtom } from '../../state/session';
import { toast } from '../../state/toasts';
import { useScreen } from '../../ui/screen';
import { SidePanel } from '../product/SidePanel';
import { CoverDialog } from './CoverDialog';
import { PlayerDialog } from './PlayerDialog';
import { SourceDialogs, type SourceDialog } from './SourceDialogs';
import { SourceGrid } from './SourceGrid';
import { SourceSearch } from './SourceSearch';
import { SourceTree, useNodeName } from './SourceTree';
import { StorageBar } from '../../app/account/StorageBar';
import { UploadQueueView } from './UploadQueueView';

/** The most materials one selection may hold on the page (a select-all of a few pages). */
export const PAGE_SELECT_LIMIT = 200;

interface Props {
  /** the picker inside the editor: choosing ends with onPick instead of managing */
  pick?: { limit: number; onPick: (items: SourceItem[]) => void; onCancel: () => void };
}

/**
 * The material library (素材助手): the tree, search, the cards, uploads by picker, drag and paste,
 * and the folder and tag actions. The same component is the /kit/source page and the 988 px
 * dialog in the editor; the shared and company libraries are read-only in both.
 */
export function SourceBrowser({ pick }: Props) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const company = user?.type === 'company';
  const { layout } = useScreen();
  const phone = layout === 'phone';
  const [dir, setDir] = useState<string>(MINE_ROOT);
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<SourceDialog | null>(null);
  const [treeOpen, setTreeOpen] = useState(false);
  const [dragging, setDragging] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const nameOf = useNodeName();

  const [playing, setPlaying] = useState<SourceItem | null>(null);
  const [coverFor, setCoverFor] = useState<SourceItem | null>(null);
  // videos uploaded here: once transcoded, the cover chooser opens for them (a cover must be chosen)
  const needCover = useRef(new Map<string, SourceItem>());

  const tree = useSourceTree(company);
  const list = useSourceList(dir, keyword, (ids) => {
    const first = ids.map((id) => needCover.current.get(id)).find((it) => it !== undefined);
    for (const id of ids) needCover.current.delete(id);
    if (first && !pick) setCoverFor((c) => c ?? first);
    // the editor's picker lists what a page can show: pictures
  }, pick ? 'image' : 'all');
  const writable = isWritable(tree.tree, dir);
  const [spent, setSpent] = useState(0);
  const upload = useLibraryUpload({ dir: uploadDir(dir, tree.tree), writable }, (item) => {
    if (item.trans_state === 0) needCover.current.set(item.id, item);
    list.addUploads([item]);
    setSpent((n) => n + 1);
  });
  usePasteUpload(dialog === null && !playing && !coverFor, (files) => upload.add(files, { pasted: true }));

  const limit = pick?.limit ?? PAGE_SELECT_LIMIT;
  const go = (id: string) => {
    setDir(id);
    setSelected([]);
    setTreeOpen(false);
  };
  const toggle = (id: string) => {
    // the editor inserts pictures: a video or audio file is played here, not picked
    const item = pick && list.rows.find((r) => r.id === id);
    if (item && mediaKind(item) && !selected.includes(id)) return void toast('warning', t('sourceFlow.picturesOnly'));
    const r = toggleSelection(selected, id, limit);
    if (r.ok) setSelected(r.selected);
    else toast('warning', t('sourceUi.mostChoice', { n: r.limit }));
  };
  const chosen = (): SourceItem[] | null => {
    const r = confirmSelection(selected, list.rows);
    if (!r.ok) {
      toast('warning', t(r.reason));
      return null;
    }
    return r.items;
  };
  const act = (make: (items: SourceItem[]) => SourceDialog) => () => {
    const items = chosen();
    if (items) setDialog(make(items));
  };
  const folder = /^\d+$/.test(dir) && dir !== MINE_ROOT ? findNode(tree.tree, dir) : null;
  const heading = pathTo(tree.tree, dir).map(nameOf).join(' / ') || nameOf({ id: dir, name: '', children: [] });

  // the quota uploads spend, under the tree (not in the editor's picker, where space is short)
  const treeView = (
    <>
      <SourceTree tree={tree.tree} selected={dir} onSelect={go} />
      {!pick && <StorageBar refresh={spent} />}
    </>
  );
  return (
    <div
      className={`source-browser${pick ? ' picking' : ''}${dragging ? ' dragging' : ''}`}
      data-testid="source-browser"
      onDragOver={(e) => {
        if (![...e.dataTransfer.types].includes('Files')) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(e) => e.currentTarget === e.target && setDragging(false)}
      onDrop={(e) => {
        if (e.dataTransfer.files.length === 0) return;
        e.preventDefault();
        setDragging(false);
        upload.add([...e.dataTransfer.files]);
      }}
    >
      {!phone && (
        <aside className="source-side">
          {treeView}
          {tree.failed && <p className="muted small source-tree-note">{t('sourceUi.treeFailed')}</p>}
        </aside>
      )}
      <section className="source-main">
        <div className="source-toolbar">
          {phone && (
            <button type="button" onClick={() => setTreeOpen(true)} data-testid="source-tree-open">
              {t('sourceUi.openDrawer')}
            </button>
          )}
          <SourceSearch keyword={keyword} onSearch={(k) => (setKeyword(k), setSelected([]))} />
          <div className="source-actions">
            {writable && (
              <button type="button" className="primary" onClick={() => picker.current?.click()} data-testid="source-upload">
                {t('sourceUi.upload')}
              </button>
            )}
            {writable && !pick && (dir === MINE_ROOT || folder) && (
              <button type="button" onClick={() => setDialog({ kind: 'newFolder' })}>
                {t('sourceUi.newFolder')}
              </button>
            )}
            {!pick && (
              <button type="button" onClick={() => setDialog({ kind: 'trash' })}>
                {t('sourceUi.trash')}
              </button>
            )}
          </div>
        </div>
        <div className="source-heading">
          <h3 data-testid="source-heading">{heading}</h3>
          {!writable && <span className="muted small">{t('sourceUi.readOnly')}</span>}
          {writable && folder && !pick && (
            <span className="source-folder-actions">
              <button type="button" className="link" onClick={() => setDialog({ kind: 'renameFolder', node: folder })}>
                {t('sourceUi.rename')}
              </button>
              <button type="button" className="link" onClick={() => setDialog({ kind: 'moveFolder', node: folder })}>
                {t('sourceUi.move')}
              </button>
              <button type="button" className="link danger" onClick={() => setDialog({ kind: 'removeFolder', node: folder })}>
                {t('sourceUi.remove')}
              </button>
            </span>
          )}
        </div>
        {selected.length > 0 && (
          <div className="source-selection" data-testid="source-selection">
            <span>{t('sourceUi.selected', { n: selected.length })}</span>
            <button type="button" className="link" onClick={() => setSelected([])}>
              {t('sourceUi.clearSelection')}
            </button>
            {writable && !pick && (
              <>
                <button type="button" onClick={act((items) => ({ kind: 'tags', items }))}>
                  {t('sourceUi.tags')}
                </button>
                <button type="button" onClick={act((items) => ({ kind: 'moveItems', items }))}>
                  {t('sourceUi.move')}
                </button>
                {selected.length === 1 && (
                  <button type="button" onClick={act((items) => ({ kind: 'renameItem', item: items[0]! }))}>
                    {t('sourceUi.rename')}
                  </button>
                )}
                <button type="button" className="danger" onClick={act((items) => ({ kind: 'removeItems', items }))}>
                  {t('sourceUi.remove')}
                </button>
              </>
            )}
          </div>
        )}
        <SourceGrid list={list} keyword={keyword} writable={writable} selected={selected} onToggle={toggle} onPlay={setPlaying} onCover={pick ? undefined : setCoverFor} />
        <UploadQueueView entries={upload.entries} onRetry={upload.retry} onRemove={upload.remove} onClear={upload.clearDone} />
        {dragging && (
          <div className="source-drop" aria-hidden="true">
            {writable ? t('sourceUi.dropHere') : t('sourceUi.noPermission')}
          </div>
        )}
      </section>
      {pick && (
        <footer className="source-pick-foot">
          <button type="button" onClick={pick.onCancel}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="primary"
            data-testid="source-insert"
            onClick={() => {
              const items = chosen();
              if (items) pick.onPick(items);
            }}
          >
            {selected.length > 0 ? t('sourceUi.insertCount', { n: selected.length }) : t('sourceUi.insert')}
          </button>
        </footer>
      )}
      {phone && treeOpen && (
        <SidePanel kind="drawer" title={t('sourceUi.tree')} onClose={() => setTreeOpen(false)} testId="source-tree-drawer">
          {treeView}
        </SidePanel>
      )}
      <input
        ref={picker}
        type="file"
        multiple
        accept={ACCEPT}
        hidden
        data-testid="source-file"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          upload.add(files);
        }}
      />
      {playing && <PlayerDialog item={playing} onClose={() => setPlaying(null)} />}
      {coverFor && <CoverDialog item={coverFor} onClose={() => setCoverFor(null)} onSaved={list.reload} />}
      <SourceDialogs
        dialog={dialog}
        tree={tree.tree}
        dir={dir}
        onClose={() => setDialog(null)}
        onTree={() => (tree.reload(), list.reload())}
        onList={() => (setSelected([]), list.reload())}
        onLeave={() => go(MINE_ROOT)}
      />
    </div>
  );
}
