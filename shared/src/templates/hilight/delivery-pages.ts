import { newGatewayTable } from '../../schema/elements/gateway-table';
import { equipmentPages } from '../common/equipment-pages';
import type { ElementDraft, PageDraft } from '../template-def';
import { BODY_TOP, body, head, labelled, MARGIN, note, page, SIZE, table, THEME, W, X, type Variant } from './kit';
import { SIDE, sideLegend, villaView } from './plan-view';
import { villaLamps } from './villa-plan';

// 施工图方案 (the lamp plan, circuits and control, the gateway, installation details, then the
// shared equipment pages) and 交底说明 (what the site team is told, how the result is checked).

export function constructionPages(chapter: string, v: Variant): PageDraft[] {
  const layout = page(
    '灯位定位图',
    chapter,
    [
      ...head('灯位定位图', 'LUMINAIRE SETTING-OUT PLAN'),
      ...villaView({ lamps: villaLamps() }),
      sideLegend('lamp-point', SIDE.top, 420, true),
      labelled(
        [
          ['定位', '以吊顶完成面与墙面完成面为基准'],
          ['筒灯', '距墙 0.3–0.5 m，间距 1.2–1.5 m'],
          ['射灯', '距画面约 0.6–0.9 m，投射角 30°'],
          ['灯槽', '出光口 ≥ 150 mm，灯带距挡板 ≥ 50 mm'],
        ],
        { left: SIDE.left, top: SIDE.top + 440, width: SIDE.width, height: 300 },
        20,
      ),
    ],
  );
  const circuits = page(
    '回路与控制',
    chapter,
    [
      ...head('回路与控制', 'CIRCUITS & CONTROL'),
      table(
        [{ name: '回路', width: 0.6 }, { name: '空间', width: 1 }, { name: '灯具', width: 1.6 }, { name: '控制方式', width: 1.6 }, { name: '参与场景', width: 1.8 }],
        [
          ['L1', '玄关、走廊', '筒灯、地脚灯带', '人体感应 + 智能面板', '回家、离家、起夜'],
          ['L2', '客厅', '灯槽（调色）', 'DALI 调光调色', '日常、放松、观影、节律'],
          ['L3', '客厅', '筒灯、洗墙、射灯', 'DALI 调光', '会客、聚会、亲子'],
          ['L4', '餐厅', '吊灯、筒灯、灯带', '前沿调光', '用餐、家宴、氛围'],
          ['L5', '中西厨', '面板灯、橱柜灯', '开关 + 感应', '烹饪、早餐'],
          ['L6', '主卧套房', '灯带、壁灯、筒灯、镜前灯', 'DALI 调光 + 床头双控', '阅读、整理、起夜、晨起'],
          ['L7', '书房、儿童房', '筒灯、轨道灯、灯带', 'DALI 调光调色', '学习、办公、睡前'],
        ],
        { left: X, top: BODY_TOP, width: W, height: 560 },
      ),
      note(['配电设计参照 JGJ 242-2011，照明与插座分回路；调光协议与驱动型号在灯具表中逐一对应，施工前由电气设计复核回路负载。']),
    ],
    { skip: true },
  );
  const gateway = page(
    '智能网关规划',
    chapter,
    [
      ...head('智能网关规划', 'SMART LIGHTING GATEWAYS'),
      { ...(newGatewayTable({ left: X, top: BODY_TOP, width: W, height: 300 }, [
        { space: '公区（客餐厨）', gateway: 'wired-enhanced', terminals: 46, area: 110, signal: -58, scene: '会客、观影', rhythm: true },
        { space: '私区（卧室书房）', gateway: 'wired-enhanced', terminals: 38, area: 111, signal: -62, scene: '阅读、起夜', rhythm: true },
      ]) as ElementDraft) },
      table(
        ['网关类型', '终端上限', '覆盖面积'],
        [
          ['无线便捷型', '50 个', '100 m²'],
          ['有线增强型', '80 个', '150 m²'],
          ['工程专业型', '140 个', '300 m²'],
        ],
        { left: X, top: BODY_TOP + 340, width: 900, height: 220 },
      ),
      body(['公区含玄关、客餐厨与走廊，私区含主卧套房、书房与儿童房。按公区、私区各设一台有线增强型网关，终端与面积都留有余量；终端处信号强度不低于 -70 dBm，墙体较厚处加中继。'], { left: X + 960, top: BODY_TOP + 340, width: W - 960, height: 220 }, 24),
      note(['网关容量为所选智能照明系统的产品参数，不是国家标准；更换品牌时按其产品资料复核。']),
    ],
  );
  const details = page(
    '安装节点',
    chapter,
    [
      ...head('安装节点', 'INSTALLATION DETAILS'),
      table(
        [{ name: '灯具', width: 1 }, { name: '开孔 / 槽口', width: 1.2 }, { name: '吊顶预留', width: 1.3 }, { name: '驱动位置', width: 1.3 }, { name: '注意', width: 2 }],
        [
          ['深藏筒灯', 'Φ75 mm', '吊顶内净空 ≥ 100 mm', '吊顶内，就近检修口', '开孔前放线，与风口、喷淋对齐'],
          ['线性灯缝', '槽宽 15–20 mm', '铝槽随吊顶预埋', '集中于检修口', '槽口平直，接缝处不漏光'],
          ['灯槽灯带', '出光口 ≥ 150 mm', '挡板高出灯带 ≥ 20 mm', '集中驱动箱', '铝槽散热，每段 ≤ 5 m 供电'],
          ['磁吸轨道', '槽宽按型号', '嵌入式预埋轨道', '轨道端头', '转角与端头定位准确'],
          ['地脚灯', '86 盒预埋', '离地 250–300 mm', '灯体内置', '光向下，不直射眼睛'],
        ],
        { left: X, top: BODY_TOP, width: W, height: 470 },
      ),
      note(['低压灯带按压降核算供电长度：同功率下 12 V 电流是 24 V 的两倍，长距离优先选 24 V 或多点供电。']),
    ],
    { skip: true },
  );
  const equipment = equipmentPages({ chapter, size: SIZE, margin: MARGIN, theme: THEME, home: true });
  return v.sale ? [layout, ...equipment] : [layout, circuits, gateway, details, ...equipment];
}

export function handoverPages(chapter: string, v: Variant): PageDraft[] {
  const briefing = page('现场交底要点', chapter, [
    ...head('现场交底要点', 'SITE HANDOVER'),
    table(
      [{ name: '阶段', width: 0.9 }, { name: '交底内容', width: 3 }, { name: '参与方', width: 1.3 }],
      [
        ['水电阶段', '回路划分、控制线与调光线预埋、驱动与网关位置、检修口位置', '设计师、水电工'],
        ['吊顶阶段', '灯位放线、开孔尺寸、灯槽与线性灯槽口、轨道预埋', '设计师、木工'],
        ['墙面阶段', '壁灯与地脚灯底盒高度、镜前灯位置、艺术品挂点', '设计师、油漆工'],
        ['安装阶段', '灯具型号与色温核对、光束角与投射方向、驱动接线', '安装工、厂家'],
        ['调试阶段', '场景编程、调光曲线、感应时间、节律时段', '调试工程师、业主'],
      ],
      { left: X, top: BODY_TOP, width: W, height: 460 },
    ),
    body(['每个阶段交底后拍照留档，由项目经理签字确认；灯位变更须经设计师书面确认，避免现场随意移位破坏整体光环境。'], { left: X, top: BODY_TOP + 500, width: W, height: 100 }),
  ]);
  const acceptance = page(
    '调试与验收',
    chapter,
    [
      ...head('调试与验收', 'COMMISSIONING & ACCEPTANCE'),
      table(
        [{ name: '检查项', width: 1 }, { name: '方法', width: 1.8 }, { name: '合格标准', width: 2.4 }],
        [
          ['照度', '照度计按网格测量工作面', '实测平均照度与设计值偏差在 ±10% 以内'],
          ['色温一致性', '目视与色温计抽测', '同空间色容差 ≤ 3 SDCM，目视无色差'],
          ['频闪', '频闪仪测量调光 100%、50%、10%', '满足 GB/T 31831-2015 低风险要求'],
          ['眩光', '在主要座位与床位处观察', '正常视线内看不到发光面'],
          ['场景', '逐个场景切换演示', '与场景表一致，切换平滑无闪烁'],
          ['感应', '夜间实测起夜路线', '感应及时，亮度约 10 lx，延时可调'],
        ],
        { left: X, top: BODY_TOP, width: W, height: 520 },
      ),
      note(['验收记录与场景参数交给业主存档，交付后 3 个月回访一次，按实际使用微调场景。']),
    ],
    { skip: true },
  );
  return v.sale ? [briefing] : [briefing, acceptance];
}
