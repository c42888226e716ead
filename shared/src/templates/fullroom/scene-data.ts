import type { PlanLamp } from '../common/floor-plan';
import type { HOME_ROOMS } from '../common/sample-home';
import type { LampType } from '../../schema/elements/lighting';

// The eleven scenes of the full-room deck (spec 002 §2 "Scene slides"), one page each: what
// triggers it, what turns on and how far, at which colour temperature, and what happens after.
// Levels are this sample home's starting values; the designer tunes them on site.

export type RoomKey = keyof typeof HOME_ROOMS;

export interface Scene {
  name: string;
  en: string;
  trigger: string;
  story: string;
  /** space, lamps, output, illuminance, colour temperature */
  rows: readonly (readonly [string, string, string, string, string])[];
  timing: string;
  note: string;
  /** the rooms lit on the plan and the level written on each */
  lit: readonly (readonly [RoomKey, number])[];
  /** lamps of a lit room that stay off in this scene (not drawn) */
  off?: readonly (readonly [RoomKey, LampType])[];
  /** lamps the scene adds to the sample home's layout */
  extra?: readonly PlanLamp[];
}

const SHOE_STRIP: PlanLamp = { type: 'strip', name: '灯带', x: 0.2, y: 2.8, points: [0.2, 2.8, 1.8, 2.8] };
const TV_BIAS: PlanLamp = { type: 'strip', name: '灯带', x: 4, y: 0.6, points: [4, 0.6, 6, 0.6] };

export const SCENES: readonly Scene[] = [
  {
    name: '回家',
    en: 'COMING HOME',
    trigger: '智能门锁指纹或密码开锁（日落后生效）；也可在手机定位进入小区 200 m 范围时预先开启。',
    story: '推门即见一盏暖光，再顺着动线把过道、客厅、餐厅依次点亮，像家里有人在等你。',
    rows: [
      ['玄关', '筒灯 ×2、鞋柜灯带', '80%', '100 lx', '3000K'],
      ['过道', '筒灯', '40%', '50 lx', '3000K'],
      ['客厅', '灯槽、筒灯', '60%', '150 lx', '3000K'],
      ['餐厅', '餐桌吊灯', '50%', '100 lx', '2700K'],
    ],
    timing: '各回路间隔 1 秒依次渐亮，每路渐亮 2 秒；21:00 后回家，客厅降到 30%、2700K。',
    note: '回家场景替代了“进门摸开关”：动线上的光连续不断，眼睛从室外的明亮平稳过渡到室内。',
    lit: [['entrance', 100], ['corridor', 50], ['living', 150], ['dining', 100]],
    off: [['living', 'spotlight'], ['dining', 'downlight']],
    extra: [SHOE_STRIP],
  },
  {
    name: '开门亮灯',
    en: 'DOOR OPEN, LIGHT ON',
    trigger: '入户门门磁打开或玄关人体感应；玄关光照度传感器低于 50 lx 时才开灯，白天不亮。',
    story: '换鞋、放包、挂外套，这几十秒最需要光；手里拎着东西，也不用腾手找开关。',
    rows: [
      ['玄关', '筒灯 ×2', '100%', '100 lx', '3000K'],
      ['玄关', '鞋柜底部灯带', '30%', '地面可见', '2700K'],
      ['过道', '首盏筒灯（夜间）', '20%', '20 lx', '2700K'],
    ],
    timing: '0.5 秒内点亮；无人 2 分钟后渐灭；22:30–06:30 只开鞋柜灯带，不惊扰家人。',
    note: '与“回家”的区别：开门亮灯是玄关的基础感应照明，任何时候进出都生效；“回家”是由门锁身份触发的全屋场景。',
    lit: [['entrance', 100]],
    extra: [SHOE_STRIP],
  },
  {
    name: '安全防护',
    en: 'SAFETY AND SECURITY',
    trigger: '离家布防后门窗磁或人体感应报警；外出期间 19:00–23:00 自动“模拟在家”。',
    story: '家里没人时灯光也在看家：傍晚按作息亮灭，像有人在家；一旦报警，全屋全亮并推送到手机。',
    rows: [
      ['全屋', '全部回路（报警时）', '100%', '最大', '4000K'],
      ['客厅', '灯槽（模拟在家）', '50%', '约 100 lx', '3000K'],
      ['主卧', '筒灯（模拟在家）', '40%', '约 75 lx', '2700K'],
      ['玄关、过道', '筒灯', '100%', '100 lx', '4000K'],
    ],
    timing: '模拟在家的开关时间每晚随机偏移 ±15 分钟；报警全亮一直保持，直到在手机上解除。',
    note: '报警时选 4000K 全亮，便于看清和监控录像；模拟在家选卧室与客厅，是从室外最容易看到的窗户。',
    lit: [['entrance', 100], ['corridor', 100], ['living', 100], ['master', 75]],
    off: [['living', 'downlight'], ['living', 'spotlight'], ['master', 'strip'], ['master', 'wall']],
  },
  {
    name: '观影时间',
    en: 'MOVIE TIME',
    trigger: '客厅场景面板“观影”键、语音“我要看电影”，或投影仪、电视开机联动。',
    story: '把光从屏幕周围拿走，只留一圈低亮度的背景光：眼睛不用在亮屏和黑暗之间来回适应，画面对比也更好。',
    rows: [
      ['客厅', '筒灯、射灯', '关', '—', '—'],
      ['客厅', '灯槽', '10%', '约 20 lx', '2700K'],
      ['客厅', '电视背景偏置光', '15%', '低亮度', '6500K'],
      ['过道', '筒灯最低档', '5%', '5 lx', '2700K'],
      ['餐厅', '餐桌吊灯', '关', '—', '—'],
    ],
    timing: '灯光 3 秒渐暗，窗帘同时关闭；暂停时灯槽升到 30%；关闭投影后回到“放松”场景。',
    note: '屏幕后的偏置光接近屏幕白点（约 6500K），亮度约为画面亮度的十分之一，是影视行业常用的护眼做法。',
    lit: [['living', 20], ['corridor', 5]],
    off: [['living', 'downlight'], ['living', 'spotlight']],
    extra: [TV_BIAS],
  },
  {
    name: '静心阅读',
    en: 'QUIET READING',
    trigger: '书房门口面板“阅读”键、语音“我要看书”，或书桌人体存在传感器检测到落座。',
    story: '光集中在书页上，周围稍暗但不黑：书桌与周围亮度比不超过 3 : 1，与远处背景不超过 10 : 1，久读不累。',
    rows: [
      ['书房', '筒灯 ×4', '70%', '150 lx', '4000K'],
      ['书房', '落地灯 / 台灯', '100%', '桌面 300–500 lx', '4000K'],
      ['客厅阅读位', '沙发落地灯', '80%', '300 lx', '3500K'],
      ['过道', '筒灯', '20%', '20 lx', '3000K'],
    ],
    timing: '21:30 后色温自动降到 3500K、照度不变；离开座位 10 分钟后回到日常场景。',
    note: 'GB 50034-2013 表 5.2.1 起居室书写、阅读 300 lx（混合照明）；书桌选 Ra ≥ 90、无可视频闪的灯具，孩子写作业同样适用。',
    lit: [['study', 300], ['corridor', 20]],
  },
  {
    name: '起夜',
    en: 'NIGHT RISE',
    trigger: '22:30–06:30 床边人体感应，离床即触发；过道与卫生间门口的感应器依次接力。',
    story: '夜里醒来不开大灯：床下、过道、卫生间依次亮起一条低位暖光的路，照度不到 20 lx，回到床上后自动熄灭。',
    rows: [
      ['主卧', '床底灯带', '5%', '约 5 lx', '2500K'],
      ['过道', '筒灯最低档', '10%', '20 lx', '2500K'],
      ['主卫', '筒灯', '20%', '30 lx', '2700K'],
    ],
    timing: '每路 1 秒渐亮，不突然刺眼；卫生间有人期间保持；回到床上 2 分钟后依次渐灭。',
    note: '起夜光取 2500K 以下的低色温与低照度，光源不进入躺卧时的视线，避免把人彻底照醒、影响再次入睡。',
    lit: [['master', 5], ['corridor', 20], ['masterBath', 30]],
    off: [['master', 'downlight'], ['master', 'wall']],
  },
  {
    name: '唤醒模式',
    en: 'WAKE-UP',
    trigger: '工作日 06:40 定时（节假日顺延到 08:00），与手机闹钟同步。',
    story: '闹钟响前 15 分钟，卧室壁灯与筒灯从 1% 慢慢亮到 60%，色温从 2700K 升到 4000K，像日出；闹钟响时窗帘打开，自然光接力。',
    rows: [
      ['主卧', '壁灯、筒灯', '1% → 60%', '20 → 200 lx', '2700→4000K'],
      ['次卧', '筒灯（06:50 起）', '0 → 50%', '150 lx', '4000K'],
      ['过道', '筒灯', '50%', '50 lx', '4000K'],
      ['餐厅、厨房', '吊灯、面板灯', '80%', '200 lx', '4000K'],
    ],
    timing: '渐亮 15 分钟；起床后转入日常场景，餐厨保持 4000K 到 08:00。',
    note: '早晨足量的中性光帮助校准生物钟：WELL v2 L03 以日间视线处的等效黑视素照度（EML）评价节律照明。',
    lit: [['master', 200], ['second', 150], ['corridor', 50], ['dining', 200], ['kitchen', 200]],
    off: [['master', 'strip']],
  },
  {
    name: '用餐',
    en: 'DINING',
    trigger: '餐厅面板“用餐”键、语音“开饭了”，或工作日 18:30 定时。',
    story: '光聚在餐桌上：吊灯把菜色照得饱满，周围适当压暗，一家人的注意力自然落在桌上。',
    rows: [
      ['餐厅', '餐桌吊灯', '100%', '桌面 200 lx', '2700K–3000K'],
      ['餐厅', '筒灯', '30%', '75 lx', '3000K'],
      ['客厅', '灯槽', '40%', '约 50 lx', '3000K'],
      ['厨房', '面板灯', '关（备餐完毕）', '—', '—'],
    ],
    timing: '2 秒渐变；饭后 45 分钟无操作，转入“放松”场景。',
    note: 'GB 50034-2013 表 5.2.1 餐厅 150 lx（餐桌面），本方案取 200 lx；吊灯 Ra ≥ 95、R9 > 80，灯底距桌面 700–750 mm。',
    lit: [['dining', 200], ['living', 50]],
    off: [['living', 'downlight'], ['living', 'spotlight']],
  },
  {
    name: '会客模式',
    en: 'RECEIVING GUESTS',
    trigger: '玄关或客厅面板“会客”键、语音“来客人了”，也可由可视对讲开门联动。',
    story: '客人到来，客厅整体提亮，重点光打亮画作与陈列，中性偏暖的色温让交谈清晰又不拘谨。',
    rows: [
      ['客厅', '筒灯、灯槽', '100%', '500 lx', '3500K'],
      ['客厅', '画作射灯', '80%', '背景的 5 倍', '3000K'],
      ['餐厅', '吊灯、筒灯', '60%', '150 lx', '3000K'],
      ['玄关', '筒灯', '80%', '100 lx', '3000K'],
      ['次卫', '筒灯（感应）', '100%', '100 lx', '3000K'],
    ],
    timing: '3 秒渐亮；客人离开后按“离家”以外的“放松”键回到日常。',
    note: '会客 500 lx 是客厅一般活动 100 lx 的 5 倍，靠筒灯与灯槽叠加达到；客卫改为感应，客人不必找开关。',
    lit: [['living', 500], ['dining', 150], ['entrance', 100], ['bath', 100]],
  },
  {
    name: '离家',
    en: 'LEAVING HOME',
    trigger: '玄关面板“离家”键、门锁外侧反锁，或全家手机离开 200 m 地理围栏。',
    story: '出门不必逐个检查：按一下离家键，全屋灯光 30 秒后关闭，留足穿鞋出门的时间，手机上会列出关闭结果。',
    rows: [
      ['玄关', '筒灯', '100%，30 秒后关', '100 lx', '3000K'],
      ['客厅、餐厅', '全部回路', '关', '—', '—'],
      ['卧室、书房', '全部回路', '关', '—', '—'],
      ['厨房、卫生间', '全部回路', '关', '—', '—'],
    ],
    timing: '30 秒延时后全关，同时启用安防布防与“模拟在家”。',
    note: '人体存在传感器若检测到家中仍有人，只关公区并在手机上提醒，避免把在家的老人和孩子“关在黑暗里”。',
    lit: [['entrance', 100]],
  },
  {
    name: '楼层/公区全关',
    en: 'ALL OFF · FLOOR AND PUBLIC AREAS',
    trigger: '主卧床头“晚安”键、语音“晚安”，或 23:30 定时；别墅每层楼梯口设本层全关键。',
    story: '睡前一键关掉公区：客厅、餐厅、厨房、书房与过道的灯全部熄灭，只留过道低位引导光；卧室转入助眠。',
    rows: [
      ['客餐厨', '全部回路', '关', '—', '—'],
      ['书房', '全部回路', '关（有人则提醒）', '—', '—'],
      ['过道', '筒灯最低档', '5%，保持到 00:30', '5 lx', '2500K'],
      ['主卧', '床底灯带（助眠）', '20%，10 分钟后关', '约 20 lx', '2200K'],
    ],
    timing: '公区 5 秒渐灭；主卧 10 分钟内渐暗至关闭。',
    note: '多层住宅与别墅按楼层分组，“一层全关”“二层全关”各自独立，楼梯间保留 10% 的夜间引导光。',
    lit: [['corridor', 5], ['master', 20]],
    off: [['master', 'downlight'], ['master', 'wall']],
  },
];
