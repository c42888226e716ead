import { blankRow, newPlanningTable } from '../../schema/elements/planning-table';
import type { PlanningTableDef } from '../../planning/tables/table-def';
import type { Box } from '../page-kit';
import { PROJECT_BASE } from '../../planning/tables/project-base';
import { SPACE_ACTIVITY } from '../../planning/tables/space-activity';
import { USER_HABIT } from '../../planning/tables/user-habit';
import type { ElementDraft, PageDraft } from '../template-def';
import { BODY_TOP, body, head, labelled, note, page, SIZE, table, W, X, type Variant } from './kit';
import { sideLegend, SIDE, villaView } from './plan-view';
import { VILLA_AREA, VILLA_ROOMS, villaActivityAreas, villaActivityLines } from './villa-plan';

// 项目分析 and the three analysis chapters of the company-branded set (风格分析, 材质分析,
// 空间分析): who lives here, how the home is used, what the style and the surfaces ask of
// the light, and what the rooms allow.

/** A planning table from its factory, placed in `box`, its rows replaced when given. */
export function planning(def: PlanningTableDef, box: Box, fontSize: number, rows?: Record<string, unknown>[]): ElementDraft {
  const el = newPlanningTable(def, SIZE) as ElementDraft;
  const out: ElementDraft = { ...el, ...box, fontSize };
  // a given row starts from the def's default row (every column present), then blank cells
  const base = def.rows()[0] ?? {};
  if (rows) out.rows = rows.map((row) => ({ ...blankRow(def), ...base, ...row }));
  return out;
}

export function analysisPages(chapter: string, v: Variant): PageDraft[] {
  const overview = page(
    '项目概况',
    chapter,
    [
      ...head('项目概况', 'PROJECT OVERVIEW'),
      planning(PROJECT_BASE, { left: X, top: BODY_TOP, width: 1060, height: 700 }, 22, [
        { spaceType: 'villa', acreage: VILLA_AREA, people: 3, family: 'young-child', window: 'south', blocking: 'none', daylightLevel: 'good', stage: 'design', floorHeight: 3.2, smart: 'yes', interiorDesign: 'ongoing' },
      ]),
      labelled(
        [
          ['户型', `单层别墅式大宅，约 ${VILLA_AREA} m²，南向采光面宽 17 m`],
          ['家庭', '三口之家，男女主人与一名学龄儿童，周末常有亲友聚会'],
          ['层高', '结构层高 3.2 m，吊顶后净高约 2.8 m，客厅局部回字形吊顶'],
          ['诉求', '去主灯、见光不见灯；聚会热闹、独处安静；孩子学习用光护眼'],
          ['系统', '全屋智能调光调色，场景一键切换，夜间自动低照度'],
        ],
        { left: X + 1120, top: BODY_TOP, width: W - 1120, height: 700 },
        24,
      ),
    ],
    { home: true },
  );

  const habits = page(
    '家庭成员与作息',
    chapter,
    [
      ...head('家庭成员与作息', 'HOUSEHOLD & DAILY RHYTHM'),
      body(
        [
          '照明为人而做。先弄清谁在什么时间、在哪个房间、做什么，再决定每处光的亮度、色温和开关方式。',
          '下表按成员记录各空间的使用频度，访谈后由设计师填写；特殊作息（夜班、早起锻炼、老人起夜）单独标注，它们决定夜间模式与感应灯的布置。',
        ],
        { left: X, top: BODY_TOP, width: W, height: 150 },
      ),
      planning(USER_HABIT, { left: X, top: BODY_TOP + 180, width: W, height: 420 }, 22),
      note(['填写方式：每格写“常用 / 偶尔 / 不用”或具体时段（如 19:00–22:00），下一步的场景规划直接引用。']),
    ],
    { skip: true },
  );

  const activities = page(
    '空间活动',
    chapter,
    [
      ...head('空间活动', 'SPACE ACTIVITIES'),
      planning(SPACE_ACTIVITY, { left: X, top: BODY_TOP, width: W, height: 640 }, 22, [
        { name: '玄关', user: '全家、访客', activity: '换鞋、挂衣、放钥匙，进门第一眼看到端景' },
        { name: '客厅', user: '全家、访客', activity: '会客聊天、观影、亲子游戏、周末聚会' },
        { name: '餐厅', user: '全家', activity: '一日三餐、家宴、孩子偶尔在餐桌写作业' },
        { name: '中西厨', user: '女主人', activity: '备餐、烹饪、岛台早餐，台面需要无影照明' },
        { name: '主卧', user: '男女主人', activity: '休息、睡前阅读、夜间起身' },
        { name: '书房', user: '男主人', activity: '办公、视频会议、阅读藏书' },
        { name: '儿童房', user: '孩子', activity: '学习、绘画、游戏、睡前故事' },
        { name: '走廊', user: '全家', activity: '通行，夜间去卫生间的低照度引导' },
        { name: '衣帽间', user: '男女主人', activity: '挑选衣物、搭配换装，需要高显色' },
      ]),
      note(['活动决定照明：每项活动对应一个场景与一组照度、色温，见第“照明规划”章的场景表。']),
    ],
    { home: true, skip: v.sale },
  );

  const daylight = page(
    '日照与现状',
    chapter,
    [
      ...head('日照与现状', 'DAYLIGHT & SITE CONDITIONS'),
      table(
        [{ name: '空间', width: 1 }, { name: '朝向与采光', width: 1.6 }, { name: '白天状况', width: 1.8 }, { name: '照明对策', width: 2.6 }],
        [
          ['客厅、餐厅', '南向落地窗', '充足，午后有眩光', '白天只开重点光补内墙亮度，电动纱帘配合'],
          ['中西厨', '东向窗', '上午充足，下午偏暗', '台面灯按时段自动开启，4000K 保证辨色'],
          ['主卧', '北向窗', '全天柔和偏暗', '晨起模式模拟日出，逐渐提亮 15 分钟'],
          ['书房、儿童房', '北向窗', '光线均匀，不够亮', '桌面 300 lx 以上，色温随时段调节'],
          ['走廊', '无自然采光', '白天也需开灯', '低功率常亮，夜间转为地脚引导光'],
        ],
        { left: X, top: BODY_TOP, width: W, height: 420 },
      ),
      body(
        [
          '南北通透的户型白天不缺光，缺的是进深处的亮度层次：外窗很亮时，内墙显得灰暗，人会觉得房间“闷”。',
          '所以白天的照明任务不是照亮地面，而是提亮内侧墙面，让室内外亮度比更平缓。',
        ],
        { left: X, top: BODY_TOP + 460, width: W, height: 160 },
      ),
    ],
    { skip: true },
  );

  return v.sale ? [overview, activities] : [overview, habits, activities, daylight];
}

export function stylePages(chapter: string, v: Variant): PageDraft[] {
  const styles = page('风格与光的语言', chapter, [
    ...head('风格与光的语言', 'STYLE ANALYSIS'),
    table(
      [{ name: '风格', width: 1 }, { name: '推荐色温', width: 1 }, { name: '灯具语言', width: 2.2 }, { name: '光的重点', width: 2.4 }],
      [
        ['现代极简', '3000–3500K', '无主灯、深藏防眩筒灯、线性光', '干净的顶面，墙面洗亮，光只在需要处'],
        ['意式轻奢', '2700–3000K', '磁吸轨道、极窄边框射灯、金属质感灯具', '突出石材与皮革的质感，重点照明比例高'],
        ['新中式', '2700–3000K', '灯槽、格栅、纸与木质灯具', '柔和间接光，暖色，留白与光影'],
        ['原木北欧', '3000–3500K', '吊线灯、壁灯、漫射灯具', '自然通透，均匀明亮，木色温暖'],
        ['本案：现代意式', '2700–3000K', '无主灯 + 灯槽 + 洗墙 + 重点射灯', '大面积留白，光勾勒石材与艺术品'],
      ],
      { left: X, top: BODY_TOP, width: W, height: 440 },
    ),
    body(
      [
        '风格决定光的“口音”：同样 150 lx，极简空间要的是干净的面，轻奢空间要的是材质的闪光，中式空间要的是柔和的影。',
        '住宅推荐色温 2700K–4000K：休息空间取暖端，作业空间取中性端，同一视野内色温差不宜超过 500K。',
      ],
      { left: X, top: BODY_TOP + 480, width: W, height: 170 },
    ),
  ]);
  const intent = page(
    '本案风格意向',
    chapter,
    [
      ...head('本案风格意向', 'DESIGN INTENT'),
      labelled(
        [
          ['见光不见灯', '顶面只留 75 mm 开孔的深藏筒灯与 15 mm 线性灯缝，灯具退到建筑里'],
          ['以墙为画布', '客厅沙发背景墙、餐厅端景墙用洗墙灯均匀洗亮，墙面亮度高于地面，空间显得更高更宽'],
          ['材质优先', '大理石与胡桃木用低角度掠射与窄光束重点光表现纹理，避免正上方直射造成镜面反光'],
          ['暖而不黄', '公共区 3000K、卧室 2700K，统一色容差 ≤ 3 SDCM，避免同一面墙出现色差'],
          ['可调可变', '主要空间调光调色，白天、傍晚、深夜各有一套光，场景随生活切换'],
        ],
        { left: X, top: BODY_TOP, width: 1100, height: 620 },
        26,
      ),
      table(
        ['关键词', '照明手法'],
        [
          ['留白', '无主灯、灯槽'],
          ['质感', '掠射、窄光束'],
          ['层次', '亮度比 1:3:10'],
          ['温度', '2700–3000K'],
          ['秩序', '灯位对齐模数'],
        ],
        { left: X + 1160, top: BODY_TOP, width: W - 1160, height: 380 },
      ),
    ],
    { skip: true },
  );
  return v.sale ? [styles] : [styles, intent];
}

// typical surface reflectances of finishes (manufacturers' and handbook ranges; measure on site)
const MATERIALS: readonly (readonly string[])[] = [
  ['白色乳胶漆（顶、墙）', '0.70–0.85', '漫反射', '间接光的主要反射面，灯槽效率高'],
  ['浅色木饰面', '0.40–0.55', '漫反射', '3000K 以下显得温润，洗墙表现木纹'],
  ['深色胡桃木', '0.10–0.20', '漫反射', '吸光多，需提高墙面照度或加重点光'],
  ['抛光浅色大理石', '0.50–0.65', '镜面+漫反射', '避免灯具在石面形成倒影，宜偏位布灯'],
  ['深色岩板（哑光）', '0.10–0.20', '漫反射', '地面偏暗可接受，台面需作业照明'],
  ['浅灰布艺、墙布', '0.30–0.45', '漫反射', '低角度掠射表现纹理，避免强光直射'],
  ['金属、镜面、玻璃', '—', '镜面反射', '只反射光源的像：注意防眩与倒影位置'],
];

export function materialPages(chapter: string, v: Variant): PageDraft[] {
  const reflect = page('材质反射与用光', chapter, [
    ...head('材质反射与用光', 'MATERIAL ANALYSIS'),
    table(
      [{ name: '材质', width: 1.6 }, { name: '反射比（典型值）', width: 1.1 }, { name: '反射特性', width: 1 }, { name: '照明对策', width: 2.6 }],
      MATERIALS,
      { left: X, top: BODY_TOP, width: W, height: 520 },
    ),
    body(
      [
        '同样的灯，照在白墙和胡桃木上，看到的亮度可以差四倍：亮度 = 照度 × 反射比。深色材质多的空间，照度要相应提高，或者把光打到浅色面上。',
      ],
      { left: X, top: BODY_TOP + 550, width: W, height: 90 },
    ),
    note(['反射比为常见饰面的典型范围，以样板实测为准。GB 50034-2013 对长时间工作房间推荐的表面反射比：顶棚 0.6–0.9，墙面 0.3–0.8，地面 0.1–0.5。']),
  ]);
  const finishes = page(
    '材质与光的配合',
    chapter,
    [
      ...head('材质与光的配合', 'LIGHT ON SURFACES'),
      labelled(
        [
          ['石材', '抛光石材会把正上方的筒灯“复制”到地面和台面上。灯位偏离视线反射角，或选用深藏防眩、遮光角 ≥ 30° 的灯具。'],
          ['木材', '木色在 2700K–3000K 下最温润；Ra ≥ 90、R9 > 50 才能还原木纹中的红棕色。'],
          ['布艺与墙布', '灯距墙 200–300 mm 的掠射能拉出纹理的阴影，距墙 600 mm 以上的洗墙则让墙面平整均匀，二者按想要的效果选。'],
          ['金属与玻璃', '窄光束点光在金属、水晶上形成闪烁的装饰光（闪烁光）；但镜面会反射光源，镜前灯须布置在镜子两侧或上方。'],
          ['艺术品', '重点照明与周边亮度比 3:1 至 5:1 即可突出而不刺眼；纸本与织物作品控制紫外与照度，宜 ≤ 50 lx。'],
        ],
        { left: X, top: BODY_TOP, width: 1080, height: 730 },
        24,
      ),
      table(
        ['材质', '宜', '忌'],
        [
          ['抛光石材', '偏位、掠射', '正上方直射'],
          ['木饰面', '2700–3000K', '冷白光'],
          ['墙布', '低角度掠射', '近距强光'],
          ['金属', '窄光束点光', '大面积泛光'],
          ['镜面', '两侧面光', '顶部单点'],
        ],
        { left: X + 1140, top: BODY_TOP, width: W - 1140, height: 380 },
      ),
    ],
    { skip: true },
  );
  return v.sale ? [reflect] : [reflect, finishes];
}

const ROOMS = VILLA_ROOMS;
const sizeOf = (r: { w: number; h: number }) => `${(r.w * r.h).toFixed(1)}`;

export function spacePages(chapter: string, v: Variant): PageDraft[] {
  const dims = page('空间尺度与吊顶', chapter, [
    ...head('空间尺度与吊顶', 'SPACE ANALYSIS'),
    table(
      [{ name: '空间', width: 0.9 }, { name: '面积 (m²)', width: 0.8 }, { name: '净高 (m)', width: 0.8 }, { name: '吊顶形式', width: 1.5 }, { name: '照明要点', width: 3 }],
      [
        ['客厅', sizeOf(ROOMS.living), '2.8 / 3.0', '回字形吊顶，中央 3.0 m', '灯槽提供环境光，筒灯退到吊顶边缘'],
        ['餐厅', sizeOf(ROOMS.dining), '2.8', '平顶', '吊灯底距桌面 700–800 mm，筒灯照餐边柜'],
        ['中西厨', sizeOf(ROOMS.kitchen), '2.6', '平顶（设备层）', '面板灯均匀照明，吊柜下线性灯照台面'],
        ['主卧', sizeOf(ROOMS.master), '2.8', '边吊顶 + 灯槽', '床头正上方不布灯，壁灯与灯槽为主'],
        ['书房', sizeOf(ROOMS.study), '2.8', '平顶', '桌面两侧布灯避免手影，书架用轨道灯'],
        ['儿童房', sizeOf(ROOMS.child), '2.8', '边吊顶 + 灯槽', '均匀柔和，无外露光源，防眩优先'],
        ['走廊', sizeOf(ROOMS.gallery), '2.5', '平顶', '筒灯间距约 2.4 m，墙角设地脚灯'],
      ],
      { left: X, top: BODY_TOP, width: W, height: 520 },
    ),
    note(['住宅吊顶后净高一般在 2.5–2.8 m，本案公区 2.8 m。筒灯、射灯的光束角与间距按净高选取，详见“配光偏好”章。']),
  ], { skip: v.sale });
  const moves = page(
    '动线与活动区域',
    chapter,
    [
      ...head('动线与活动区域', 'CIRCULATION & ACTIVITY'),
      ...villaView({ lines: villaActivityLines(), areas: villaActivityAreas() }),
      sideLegend('activity-line', SIDE.top, 220),
      sideLegend('activity-range', SIDE.top + 240, 300),
      body(['动线上的光要连续，活动区的光要充足；夜间动线只留地脚灯。'], { left: SIDE.left, top: SIDE.top + 560, width: SIDE.width, height: 180 }, 24),
    ],
  );
  return [dims, moves];
}
