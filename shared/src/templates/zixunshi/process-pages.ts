import { chapterDivider, type DeckTheme } from '../page-kit';
import type { ChapterDef, ElementDraft, PageDraft } from '../template-def';
import { arrowDown, arrowRight, BODY_TOP, box, card, contentPage, LEFT, note, SIZE, table, text } from './kit';

// 服务流程: the consultation service in ten steps and three phases (spec 002 §2, §9 "Service
// flow: 10 steps in three phases"), drawn as a diagram of real shapes and text, then what each
// step delivers and when a fee falls due.

interface Phase {
  name: string;
  english: string;
  steps: readonly (readonly [string, string])[];
}

export const PHASES: readonly Phase[] = [
  {
    name: '咨询阶段',
    english: 'CONSULTATION',
    steps: [
      ['01 预约咨询', '沟通预算、风格与入住时间，约定上门勘测'],
      ['02 上门勘测', '测量层高与吊顶，记录采光、开关与回路现状'],
      ['03 需求诊断', '访谈家人作息，出具照明问题诊断与咨询建议'],
    ],
  },
  {
    name: '设计阶段',
    english: 'DESIGN',
    steps: [
      ['04 签约立项', '签订设计合同，付首期设计费 50%，咨询费抵扣'],
      ['05 概念方案', '空间分析、场景与照度规划，确认设计方向'],
      ['06 深化设计', '点位图、回路与控制、灯具选型与预算'],
      ['07 方案交付', '交付施工图与灯具表，付清设计费余下 50%'],
    ],
  },
  {
    name: '供货与服务阶段',
    english: 'SUPPLY & SERVICE',
    steps: [
      ['08 产品供货', '签订供货合同付 50%，发货前付清余款'],
      ['09 安装交底', '现场交底，指导开孔、灯槽与驱动安装'],
      ['10 调试验收', '场景编程，复核照度与色温，交付后回访'],
    ],
  },
];

const COLUMN = 520;
const GAP = 100;
const HEADER = 84;
const STEP = 136;
const STEP_GAP = 28;

function processDiagram(theme: DeckTheme): ElementDraft[] {
  const out: ElementDraft[] = [];
  const top = BODY_TOP + 10;
  PHASES.forEach((phase, p) => {
    const left = LEFT + p * (COLUMN + GAP);
    out.push(box({ left, top, width: COLUMN, height: HEADER }, theme.primary, theme.primary, 0.1, 10));
    out.push({ ...text([`${phase.name}  ${phase.english}`], { left: left + 10, top: top + 12, width: COLUMN - 20, height: HEADER - 24 }, theme, 26, { color: '#ffffff', bold: true, align: 'center' }), valign: 'middle' });
    phase.steps.forEach(([head, body], s) => {
      const stepTop = top + HEADER + STEP_GAP + s * (STEP + STEP_GAP);
      out.push(...card({ left, top: stepTop, width: COLUMN, height: STEP }, head, [body], theme, { headSize: 26, bodySize: 21 }));
      if (s > 0) out.push(arrowDown(left + COLUMN / 2, stepTop - STEP_GAP, stepTop, theme.primary, 3));
    });
    if (p < PHASES.length - 1) out.push(arrowRight(left + COLUMN + 12, left + COLUMN + GAP - 12, top + HEADER / 2, theme.primary, 4));
  });
  return out;
}

// what the client receives at each step, and what it costs then (spec 002 §9 consultation fees)
const DELIVERABLES: readonly (readonly [string, string, string, string])[] = [
  ['咨询', '01 预约咨询', '需求清单、预算区间、服务排期', '—'],
  ['咨询', '02 上门勘测', '现场尺寸、层高与吊顶记录、现状照片', '咨询费 1000 元'],
  ['咨询', '03 需求诊断', '照明问题诊断、改进建议与设计范围', '含在咨询费内'],
  ['设计', '04 签约立项', '设计合同、服务范围与节点计划', '设计费首期 50%（抵扣 1000 元）'],
  ['设计', '05 概念方案', '空间分析、场景照度与色温规划', '—'],
  ['设计', '06 深化设计', '灯具点位图、回路控制图、选型与预算', '—'],
  ['设计', '07 方案交付', '施工图、灯具表、节点大样与交底说明', '设计费余下 50%'],
  ['供货与服务', '08 产品供货', '供货合同、到货清点与质检报告', '签约付 50%，发货前付 50%'],
  ['供货与服务', '09 安装交底', '现场交底记录、安装问题整改清单', '安装服务费'],
  ['供货与服务', '10 调试验收', '场景设置、照度与色温复测、使用说明', '灯光调试服务费'],
];

export function processPages(ch: ChapterDef, theme: DeckTheme): PageDraft[] {
  return [
    chapterDivider(ch, SIZE, theme),
    contentPage('服务流程', ch.key, 'SERVICE PROCESS · 10 STEPS IN 3 PHASES', processDiagram(theme), theme),
    contentPage(
      '每一步交付什么',
      ch.key,
      'DELIVERABLES AND PAYMENT POINTS',
      [
        table([{ name: '阶段', width: 0.8 }, { name: '步骤', width: 0.9 }, { name: '交付内容', width: 2.4 }, { name: '费用节点', width: 1.6 }], DELIVERABLES, { left: LEFT, top: 250, width: 1760, height: 640 }, 22),
        note(
          [
            '咨询阶段只收 1000 元咨询费：确定签订设计合同时，这笔费用全额抵扣设计费首期。',
            '每个阶段结束都有可以拿在手里的交付物，确认后再进入下一阶段，业主随时知道项目走到了哪一步。',
          ],
          { left: LEFT, top: 910, width: 1760, height: 90 },
          theme,
          22,
        ),
      ],
      theme,
      { skip: true },
    ),
  ];
}
