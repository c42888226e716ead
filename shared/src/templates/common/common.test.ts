import { describe, expect, it } from 'vitest';
import { DARK_THEME, LIGHT_THEME, withIds } from '../page-kit';
import { checkTemplatePages } from '../validate';
import { closingPage, companyPage } from './company';
import { equipmentPages } from './equipment-pages';
import { legendOf, planLayers, planRooms, planScale } from './floor-plan';
import { SAMPLE_HOME, sampleHomeActivityAreas, sampleHomeActivityLines, sampleHomeCctZones, sampleHomeIllZones, sampleHomeLamps } from './sample-home';
import { deckPage, lineHeightFor } from '../page-kit';

const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1200, height: 800 },
  { width: 1120, height: 800 },
];
const margin = { top: 80, right: 80, bottom: 80, left: 80 };

describe('common deck pages', () => {
  it.each(SIZES)('the equipment, company and closing pages are valid at %o', (size) => {
    for (const theme of [LIGHT_THEME, DARK_THEME]) {
      const drafts = [...equipmentPages({ chapter: 'equipment', size, margin, theme }), companyPage({ size, margin, theme, category: 'company' }), closingPage({ size, margin, theme, category: 'end' })];
      const pages = drafts.map((p) => withIds(p, 0));
      expect(checkTemplatePages(pages, size)).toEqual([]);
      expect(pages.map((p) => p.name)).toEqual(['产品清单', '灯具表', '选型说明', '公司介绍', '谢谢观看']);
    }
  });

  it('the equipment pages hold the live product list and the luminaire schedule', () => {
    const [list, schedule, notes] = equipmentPages({ chapter: 'equipment', size: SIZES[0]!, margin, theme: LIGHT_THEME });
    expect(list!.items.some((el) => el.tag === 'productlist')).toBe(true);
    expect(schedule!.items.find((el) => el.tag === 'doctable')?.kind).toBe('djb');
    // every criterion names its source
    expect(notes!.items.map((el) => el.html ?? '').join('')).toContain('GB 50034-2013');
  });

  it('speaks of a public building\'s rooms in its notes when asked, not of bedrooms and sofas', () => {
    const notes = (building: 'home' | 'public') =>
      equipmentPages({ chapter: 'equipment', size: SIZES[2]!, margin, theme: LIGHT_THEME, building })[2]!.items.map((el) => el.html ?? '').join('');
    expect(notes('home')).toContain('卧室');
    expect(notes('public')).not.toMatch(/卧室|沙发|住宅/);
    expect(notes('public')).toContain('UGR ≤ 19');
  });
});

describe('floor plans', () => {
  it('scales metres into the box keeping the aspect and centring', () => {
    const s = planScale(SAMPLE_HOME, { left: 100, top: 50, width: 1300, height: 500 });
    // 13 × 10 m into 1300 × 500: height limits, 50 px per metre, centred horizontally
    expect(s.px(1)).toBe(50);
    expect(s.x(0)).toBe(100 + (1300 - 650) / 2);
    expect(s.y(10)).toBe(550);
  });

  it('the sample home with every layer draws as valid lighting elements inside the page', () => {
    for (const size of SIZES) {
      const box = { left: 80, top: 160, width: Math.round(size.width * 0.6), height: size.height - 260 };
      const items = [
        ...planRooms(SAMPLE_HOME, box, LIGHT_THEME),
        ...planLayers(SAMPLE_HOME, box, {
          lamps: sampleHomeLamps(),
          zones: [...sampleHomeIllZones(), ...sampleHomeCctZones()],
          lines: sampleHomeActivityLines(),
          areas: sampleHomeActivityAreas(),
        }),
        legendOf('lamp-point', { left: Math.round(size.width * 0.7), top: 160, width: Math.round(size.width * 0.25), height: 400 }, LIGHT_THEME, { showCount: true }),
      ];
      const page = withIds(deckPage('平面', 'plan', items, LIGHT_THEME), 0);
      expect(checkTemplatePages([page], size)).toEqual([]);
      const lamps = items.filter((el) => el.tag === 'lamp-point');
      // numbers count per type: the living room's six downlights are among 筒灯 1…n
      const downlights = lamps.filter((el) => el.type === 'downlight').map((el) => el.number);
      expect(downlights).toEqual(downlights.map((_, i) => i + 1));
      expect(lamps.some((el) => el.type === 'cao' && Array.isArray((el.svg as { points: number[] }).points))).toBe(true);
    }
  });
});

describe('lineHeightFor', () => {
  it('spaces small text by its own size: the editor never makes a line lower than 40 px × the line height', () => {
    // 20 px text at 1.5: 30 px lines = 40 px × 0.75
    expect(lineHeightFor('<p><span style="font-size: 20px">说明</span></p>', 1.5)).toBe(0.75);
    // the largest size on the element decides, so a bigger line never overlaps
    expect(lineHeightFor('<p><span style="font-size: 16px">a</span><span style="font-size: 32px">b</span></p>', 1.5)).toBe(1.2);
    // text at or above the base size, or without a size, keeps the asked line height
    expect(lineHeightFor('<p><span style="font-size: 56px">标题</span></p>', 1.2)).toBe(1.2);
    expect(lineHeightFor('<p>正文</p>', 1.6)).toBe(1.6);
    // never below the field's minimum
    expect(lineHeightFor('<p><span style="font-size: 10px">注</span></p>', 1.5)).toBe(0.5);
  });
});
