import { useCallback, useEffect, useState } from 'react';
import type { SourceNode } from '../../../shared/src/protocol/source-library';
import { api } from '../api/client';
import { defaultTree, visibleTree } from './tree';

/**
 * The tree from source/tree; while the server cannot answer, the default roots (so the screen
 * still opens on 我的素材 and takes uploads) and a note why.
 */
export function useSourceTree(company: boolean) {
  const [tree, setTree] = useState<SourceNode[]>(() => defaultTree(company));
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const ctl = new AbortController();
    api('source/tree', undefined, { showError: false, signal: ctl.signal }).then(
      (t) => {
        setTree(visibleTree(t, company));
        setFailed(false);
      },
      () => !ctl.signal.aborted && (setTree(defaultTree(company)), setFailed(true)),
    );
    return () => ctl.abort();
  }, [company, version]);
  return { tree, failed, reload: useCallback(() => setVersion((v) => v + 1), []) };
}
