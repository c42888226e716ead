import { useLayoutEffect, useRef, useState } from 'react';
import { elementText, pageItems, pagesMap } from '../../../../shared/src/schema/doc';
import type { PageJSON } from '../../../../shared/src/schema/types';
import type { DocSession } from '../../sync/doc-session';
import type { Presence, PresenceUser } from '../../sync/presence';
import { TextElement } from './TextElement';
import '../../styles/page.css';

interface Props {
  session: DocSession;
  page: PageJSON;
  width: number;
  height: number;
  user: PresenceUser;
  others: [number, Presence][];
  selected: string[];
  onSelect: (id: string) => void;
  readOnly?: boolean;
}

/**
 * One page at its real size (theme width × height), scaled to the column: elements sit where
 * the document says; text elements are live editors. Others' pointers and selections show in
 * their colours. The full canvas editor replaces this view in the editor issue.
 */
export function PageCard({ session, page, width, height, user, others, selected, onSelect, readOnly }: Props) {
  const outer = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.5);
  useLayoutEffect(() => {
    const el = outer.current;
    if (!el) return;
    const measure = () => setScale(el.clientWidth / width);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [width]);

  const yPage = pagesMap(session.doc).get(page.id);
  const pointerAt = (e: React.PointerEvent) => {
    const box = outer.current!.getBoundingClientRect();
    session.movePointer({ page: page.id, x: (e.clientX - box.left) / scale, y: (e.clientY - box.top) / scale });
  };

  return (
    <div ref={outer} className="page-card" style={{ height: height * scale }} onPointerMove={pointerAt} onPointerLeave={() => session.movePointer(null)} data-page={page.id}>
      <div className="page-inner" style={{ width, height, transform: `scale(${scale})` }}>
        {page.items.map((item) => {
          const fragment = yPage ? elementText(pageItems(yPage).get(item.id)!) : undefined;
          const remote = others.find(([, p]) => p.selection?.includes(item.id));
          const style: React.CSSProperties = {
            left: item.left,
            top: item.top,
            width: item.width,
            minHeight: item.height,
            zIndex: item.zindex,
            outlineColor: remote?.[1].user.color,
          };
          return (
            <div
              key={item.id}
              className={`page-element${selected.includes(item.id) ? ' selected' : ''}${remote ? ' remote-selected' : ''}`}
              style={style}
              data-remote={remote?.[1].user.name}
            >
              {fragment && !readOnly ? (
                <TextElement session={session} fragment={fragment} user={user} elementId={item.id} onFocus={onSelect} />
              ) : item.html ? (
                <div className="text-element" dangerouslySetInnerHTML={{ __html: item.html }} />
              ) : null}
            </div>
          );
        })}
        {others
          .filter(([, p]) => p.pointer?.page === page.id && !p.idle)
          .map(([id, p]) => (
            <div key={id} className="remote-pointer" style={{ left: p.pointer!.x, top: p.pointer!.y, color: p.user.color }} data-testid="remote-pointer">
              <svg width="28" height="28" viewBox="0 0 16 16" aria-hidden="true">
                <path d="M1 1l5 14 2-6 6-2z" fill="currentColor" stroke="#fff" strokeWidth="1" />
              </svg>
              <span style={{ background: p.user.color }}>{p.user.name}</span>
            </div>
          ))}
      </div>
    </div>
  );
}
