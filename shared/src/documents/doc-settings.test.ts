import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { settingsJSON } from '../schema/doc';
import { isoDate, readSettings, setSetting, settingsFromUser, SLT_DEFAULT_COLUMNS } from './doc-settings';

describe('document settings', () => {
  it('fills every default for a document without settings', () => {
    const s = readSettings(undefined);
    expect(s).toMatchObject({ useCompany: true, style: 'default', sltGroupBySpace: false, spaces: [], date: '', taxRate: undefined });
    expect(s.sltColumns).toEqual(SLT_DEFAULT_COLUMNS);
    expect(s.to).toEqual({ project: '', address: '', contact: '', phone: '', email: '' });
  });

  it('reads garbage a peer wrote as blanks, never throwing', () => {
    const s = readSettings({ to: 5, useCompany: 'no', style: 't9', sltColumns: ['code', 'evil', 3], spaces: [{ name: 7, area: {} }, null], taxRate: { x: 1 }, date: '2026-13' });
    expect(s.to.contact).toBe('');
    expect(s.useCompany).toBe(true);
    expect(s.style).toBe('default');
    expect(s.sltColumns).toEqual(['code']);
    expect(s.spaces).toEqual([
      { name: '', type: '', area: '' },
      { name: '', type: '', area: '' },
    ]);
    expect(s.taxRate).toBeUndefined();
    expect(s.date).toBe('');
  });

  it('a block field set on its own key wins over the seeded block, so two people filling different fields both win', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    setSetting(a, 'to.project', '滨江壹号');
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    setSetting(a, 'to.contact', '王女士');
    setSetting(b, 'to.phone', '13900000000');
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    expect(readSettings(settingsJSON(a)).to).toEqual({ project: '滨江壹号', address: '', contact: '王女士', phone: '13900000000', email: '' });
    expect(settingsJSON(b)).toEqual(settingsJSON(a));
  });

  it('a new document takes the mobile, else the phone, and today', () => {
    const now = new Date(2026, 10, 26, 9).getTime();
    const s = readSettings(settingsFromUser({ company: '明光', contact: '陈工', mobile: '', phone: '021-64000000', email: 'c@e.com' }, now));
    expect(s.company).toMatchObject({ company: '明光', phone: '021-64000000' });
    expect(s.from).toMatchObject({ project: '明光', contact: '陈工', phone: '021-64000000' });
    expect(s.date).toBe(isoDate(now));
    expect(isoDate(now)).toBe('2026-11-26');
  });
});
