import { companyPage } from '../common/company';
import type { PageDraft } from '../template-def';
import { block, BODY_TOP, body, figure, head, labelled, lines, MARGIN, note, page, SIZE, table, THEME, W, X, type Variant } from './kit';
import { VILLA_AREA, villaLamps } from './villa-plan';

// 报价 (the quotation table, the product budget by room, payment and service terms) and the
// company pages the sales version opens with (who we are, the design value, the service flow).

const EXAMPLE = '以上金额均为示例数字，用于展示报价结构，请按本项目的面积、灯具表与服务内容修改。';

const designFee = Math.round(VILLA_AREA * 80);
// one installation point per luminaire of the plan (villa-plan.ts)
const points = villaLamps().length;
const installFee = points * 30;
const total = 68000 + designFee + installFee + 3000;
const yuan = (n: number) => `${n.toLocaleString('en-US')} 元（示例）`;

export function quotePages(chapter: string, v: Variant): PageDraft[] {
  const quotation = page(
    '报价单',
    chapter,
    [
      ...head('报价单', 'QUOTATION'),
      table(
        [{ name: '项目', width: 1 }, { name: '费用说明', width: 2.4 }, { name: '计费标准', width: 1.6 }, { name: '实收', width: 1.2 }, { name: '金额', width: 1.5 }],
        [
          ['产品预估', '灯具、灯带、驱动与智能网关，按灯具表', '按清单单价 × 数量', '按实际清单', yuan(68000)],
          ['设计费', '照明规划、效果深化、施工图与灯具表', `80 元/m² × ${VILLA_AREA} m²`, '含咨询费抵扣', yuan(designFee)],
          ['安装服务费', '灯具、灯槽灯带、轨道安装与接线指导', `30 元/灯位 × ${points}`, '按实际灯位', yuan(installFee)],
          ['照明调试服务费', '场景编程、调光调色、感应与节律设置', '按系统一次性', '含一次回访', yuan(3000)],
          ['合计', '', '', '', yuan(total)],
        ],
        { left: X, top: BODY_TOP, width: W, height: 460 },
      ),
      body(['报价分为产品与服务两部分：产品按灯具表逐项计价，可随选型调整；设计与调试按面积和系统计价，保证效果落地。'], { left: X, top: BODY_TOP + 500, width: W, height: 100 }),
      note([EXAMPLE]),
    ],
  );
  const budget = page(
    '产品预算分项',
    chapter,
    [
      ...head('产品预算分项', 'PRODUCT BUDGET BY SPACE'),
      table(
        [{ name: '空间', width: 1 }, { name: '主要灯具', width: 2.6 }, { name: '灯位数', width: 0.8 }, { name: '预估金额', width: 1.4 }],
        [
          ['玄关、走廊', '深藏筒灯、射灯、地脚灯带', '11', '7,000 元（示例）'],
          ['客厅', '调色灯槽、筒灯、线性洗墙、射灯、落地灯', '13', '18,000 元（示例）'],
          ['餐厅、中西厨', '餐吊灯、筒灯、面板灯、橱柜灯', '6', '10,000 元（示例）'],
          ['主卧套房', '灯带、床头壁灯、筒灯、镜前灯', '10', '10,000 元（示例）'],
          ['书房、儿童房', '防眩筒灯、磁吸轨道灯、灯带、落地灯', '11', '12,000 元（示例）'],
          ['公卫、洗衣房', '防潮筒灯、面板灯', '2', '3,000 元（示例）'],
          ['智能系统', '网关 2 台、智能面板、人体感应器', '—', '8,000 元（示例）'],
          ['合计', '', '53', '68,000 元（示例）'],
        ],
        { left: X, top: BODY_TOP, width: W, height: 620 },
      ),
      note([EXAMPLE]),
    ],
  );
  const terms = page('付款方式与服务承诺', chapter, [
    ...head('付款方式与服务承诺', 'PAYMENT & SERVICE'),
    table(
      [{ name: '款项', width: 1 }, { name: '付款节点', width: 2.2 }, { name: '比例', width: 0.8 }],
      [
        ['咨询费', '首次咨询时支付 1000 元，签订设计合同后全额抵扣设计费', '—'],
        ['设计费（一期）', '签订设计合同时', '50%'],
        ['设计费（二期）', '施工图与灯具表交付时', '50%'],
        ['产品款（一期）', '签订供货合同时', '50%'],
        ['产品款（二期）', '发货前付清', '50%'],
        ['安装与调试费', '安装完成、场景调试验收后结清', '100%'],
      ],
      { left: X, top: BODY_TOP, width: W, height: 460 },
    ),
    labelled(
      [
        ['质保', '灯具与驱动按厂家质保条款执行，质保期内免费更换'],
        ['回访', '交付后 3 个月回访，按实际使用微调场景'],
      ],
      { left: X, top: BODY_TOP + 490, width: W, height: 110 },
      24,
    ),
    note(['付款比例为常用约定，可按合同另行约定。']),
  ]);
  return v.sale ? [quotation, budget, terms] : [quotation, terms];
}

/** 公司介绍 (common builder) in the deck's frame. */
export const aboutPage = (category: string, home = false): PageDraft => companyPage({ size: SIZE, margin: MARGIN, theme: THEME, category, home });

const VALUES: readonly [string, string][] = [
  ['Ra > 95', '一般显色指数\n肤色、木色、食物真实饱满'],
  ['R9 > 90', '饱和红色显色\n红木、红酒、面色不发灰'],
  ['UGR < 16', '统一眩光值\n坐下、躺下都看不到刺眼光源'],
  ['> 3125 Hz', '高频无频闪\n孩子读书写字，眼睛不易疲劳'],
];

/** 设计价值: the four figures a LightKit proposal promises, and what they mean at home. */
export function valuePage(category: string): PageDraft {
  const w = Math.floor(W / VALUES.length);
  return page('设计价值', category, [
    ...head('设计价值', 'DESIGN VALUE'),
    ...VALUES.flatMap(([value, caption], i) => figure(value, caption.replace('\n', '，'), { left: X + i * w, top: BODY_TOP + 20, width: w - 20, height: 200 })),
    body(
      [
        '好的照明看不见灯，只看见家：墙面有层次，材质有质感，人的脸色好看，夜里起身不刺眼。',
        '这四个数字是我们对主要起居空间灯具的选型要求，高于 GB 50034-2013 对住宅 Ra ≥ 80 的规定；它们写进灯具表，验收时逐项核对。',
      ],
      { left: X, top: BODY_TOP + 280, width: W, height: 200 },
    ),
    table(
      ['对比', '普通装修照明', '专业照明设计'],
      [
        ['光的组织', '一盏主灯照全屋', '六类光分层、分场景'],
        ['灯具品质', '只看功率和价格', '显色、眩光、频闪逐项选型'],
        ['落地', '电工按经验装', '施工图、交底、调试、验收'],
      ],
      { left: X, top: BODY_TOP + 500, width: W, height: 230 },
    ),
  ]);
}

const PHASES: readonly (readonly [string, readonly (readonly [string, string])[]])[] = [
  [
    '咨询',
    [
      ['01 需求沟通', '家庭成员、作息与风格偏好'],
      ['02 现场勘测', '层高、吊顶、采光与材质'],
      ['03 概念提案', '光环境规划与效果方向'],
    ],
  ],
  [
    '设计',
    [
      ['04 签订设计合同', '设计范围、周期与费用'],
      ['05 照明规划', '照度、色温、场景与回路'],
      ['06 效果深化', '逐空间效果与灯具选型'],
      ['07 施工图与灯具表', '灯位、控制、节点与清单'],
    ],
  ],
  [
    '供货与服务',
    [
      ['08 产品供货', '按灯具表供货，参数核对'],
      ['09 安装交底', '水电、吊顶、安装现场交底'],
      ['10 调试验收', '场景调试、照度实测、回访'],
    ],
  ],
];

/** 服务流程: ten steps in three phases (consultation, design, supply and service), drawn as three columns of cards. */
export function processPage(category: string): PageDraft {
  const gap = 40;
  const colW = Math.floor((W - 2 * gap) / PHASES.length);
  const items = PHASES.flatMap(([phase, steps], c) => {
    const left = X + c * (colW + gap);
    return [
      block({ left, top: BODY_TOP, width: colW, height: 80 }, THEME.primary),
      lines([`${phase} · ${steps.length} 步`], { left: left + 24, top: BODY_TOP + 20, width: colW - 48, height: 44 }, { fontSize: 28, bold: true, color: '#ffffff' }),
      ...steps.flatMap(([step, what], r) => {
        const top = BODY_TOP + 100 + r * 150;
        return [
          block({ left, top, width: colW, height: 130 }, '#fff4e0'),
          lines([step], { left: left + 24, top: top + 16, width: colW - 48, height: 44 }, { fontSize: 28, bold: true, color: THEME.text }),
          lines([what], { left: left + 24, top: top + 70, width: colW - 48, height: 40 }, { fontSize: 24, color: THEME.muted }),
        ];
      }),
    ];
  });
  return page('服务流程', category, [...head('服务流程', 'SERVICE PROCESS · 3 PHASES, 10 STEPS'), ...items]);
}
