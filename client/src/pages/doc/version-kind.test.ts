import { describe, expect, it } from 'vitest';
import { translate } from '../../../../shared/src/i18n';
import { versionKindKey } from './version-kind';

describe('history drawer version tags', () => {
  it('labels the merge of offline changes and the version before it, in every language', () => {
    expect(translate('zh-CN', versionKindKey('merge')!)).toBe('合并离线修改');
    expect(translate('zh-CN', versionKindKey('before-merge')!)).toBe('合并前');
    expect(translate('en', versionKindKey('merge')!)).toBe('offline changes merged');
    expect(translate('zh-TW', versionKindKey('merge')!)).toBe('合併離線修改');
    expect(translate('zh-CN', versionKindKey('restore')!)).toBe('恢复');
  });

  it('automatic, creation and named versions carry no tag', () => {
    for (const kind of ['auto', 'create', 'named', 'something-new']) expect(versionKindKey(kind)).toBeNull();
  });
});
