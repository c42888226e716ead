import { describe, expect, it } from 'vitest';
import { translate, type Lang, type MessageKey } from '../i18n';
import type { GatewayRow } from '../schema/elements/gateway-table';
import { checkElement } from '../schema/elements/specs';
import { flaggedCount, newLightingSystemPage, rowFlag } from './system-page';

const tr = (lang: Lang) => (key: string, o?: Record<string, unknown>) => translate(lang, key as MessageKey, o as Record<string, string | number>);
const zh = tr('zh-CN');
const row = (patch: Partial<GatewayRow>): GatewayRow => ({ space: '二层全层', gateway: 'wireless-convenience', terminals: 10, area: 50, signal: -60, scene: '', rhythm: false, ...patch });

describe('a gateway-table row in words', () => {
  it('says nothing of a space its gateway serves', () => {
    expect(rowFlag(row({}), zh)).toBe('');
  });

  it('worked example: 62 terminals on a wireless convenience gateway (50) are flagged', () => {
    expect(rowFlag(row({ terminals: 62 }), zh)).toBe('终端 62 个，超过无线便捷型网关的 50 个');
  });

  it('names every broken limit: 180 m² on a wired enhanced gateway (150) and a -75 dBm signal', () => {
    expect(rowFlag(row({ gateway: 'wired-enhanced', area: 180, signal: -75 }), zh)).toBe('面积 180 m²，超过有线增强型网关的 150 m²；信号 -75 dBm，弱于 -70 dBm');
    expect(rowFlag(row({ gateway: 'wired-enhanced', area: 180, signal: -75 }), tr('en'))).toBe('180 m², more than the 150 m² of a Wired enhanced gateway; signal -75 dBm, weaker than -70 dBm');
  });

  it('the same space on an engineering professional gateway (140, 300 m²) is not flagged', () => {
    expect(rowFlag(row({ gateway: 'engineering-professional', terminals: 62, area: 120 }), zh)).toBe('');
  });
});

describe('newLightingSystemPage', () => {
  it.each(['zh-CN', 'en', 'zh-TW'] as const)('%s: a title, two tables and a gateway table with one flagged space', (lang) => {
    const page = newLightingSystemPage(tr(lang));
    expect(page.name).toBe(translate(lang, 'lighting.lightingUi.system.pageName'));
    expect(page.items.map((el) => el.tag)).toEqual(['text', 'table', 'table', 'gateway-table']);
    const [, members, spaces, gateways] = page.items.map((el) => checkElement(el as Record<string, unknown>)!);
    expect((members!.columns as { name: string }[]).map((c) => c.name)).toHaveLength(4);
    expect((spaces!.columns as { name: string }[]).map((c) => c.name)).toHaveLength(5);
    expect((members!.rows as Record<string, string>[]).every((r) => r.c1 && r.c4)).toBe(true);
    const rows = gateways!.spaces as GatewayRow[];
    expect(rows).toHaveLength(3);
    expect(flaggedCount(rows)).toBe(1);
  });

  it('zh-CN: the member list is headed 成员/身份/年龄/作息 and the flagged space says why', () => {
    const page = newLightingSystemPage(zh);
    expect((page.items[1]!.columns as { name: string }[]).map((c) => c.name)).toEqual(['成员', '身份', '年龄', '作息']);
    expect((page.items[2]!.columns as { name: string }[]).map((c) => c.name)).toEqual(['空间', '面积 m²', '终端数', '输出场景', '节律色温']);
    const flagged = (page.items[3]!.spaces as GatewayRow[]).map((r) => rowFlag(r, zh)).filter(Boolean);
    expect(flagged).toEqual(['终端 62 个，超过无线便捷型网关的 50 个；面积 120 m²，超过无线便捷型网关的 100 m²']);
  });
});
