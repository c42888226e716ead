// The planning charts (issue 11, spec 002 §4-§5, §9): the space-illuminance chart and the
// illuminance/colour-temperature mode chart — their names, the refusals and warnings of their
// rules (planning/*.ts answer with these keys), the default space types and the reference
// illuminance label.
export const planningZhCN = {
  kind: {
    'lit-area': '空间照度',
    'lit-ill-cct': '照度与色温模式',
  },
  rule: {
    nameRequired: '请输入名称',
    nameTooLong: '名称最多{{max}}个字符',
    spaceNameTaken: '已存在相同名称的空间',
    tooManySpaces: '建议空间不超过{{max}}个',
    sceneNameTaken: '该空间已存在相同名称的场景',
    modeNameTaken: '已存在相同名称的场景模式',
    lxNotNumber: '请输入照度数值（lx）',
    cctNotNumber: '请输入色温数值（K）',
  },
  /** the illuminance / colour-temperature mode chart (lit-ill-cct): its drawing, menu entry and inspector */
  illCct: {
    title: '照度色温模式图',
    insert: '照度色温模式图',
    lxAxis: '照度（lx）',
    cctAxis: '色温（K）',
    dot: '{{name}} {{lx}} lx · {{cct}} K',
    named: '{{count}} 个模式（{{items}}）',
    sep: '、',
    empty: '没有模式',
    hideTitle: '隐藏标题',
    fontSize: '字号',
    modes: '模式',
    name: '名称',
    lx: '照度 lx',
    cct: '色温 K',
    add: '添加模式',
    remove: '删除 {{name}}',
    newName: '模式{{n}}',
    hint: '照度 5–1000 lx（以 10 lx 为步长）；色温 1750–10000 K，2500 K 以下取整到 10 K，以上取整到 100 K',
  },
  spaceType: {
    living: '客厅',
    dining: '餐厅',
    bedroom: '卧室',
    study: '书房',
    kitchen: '厨房',
    children: '儿童房',
    bathroom: '卫生间',
    laundry: '洗衣房',
    corridor: '走廊',
    entrance: '玄关',
    courtyard: '庭院',
    balcony: '阳台',
  },
  /** custom scene and activity names (issue 11): the built-in ones, the inspector's list, the /kapi refusals */
  names: {
    scene: { daily: '日常', party: '聚会', sport: '运动', relax: '放松', movie: '观影', ambience: '氛围', morning: '晨起', night: '起夜' },
    activity: { work: '工作', study: '学习', readBook: '看书', reading: '阅读', leisure: '休闲', dining: '用餐', nightRise: '起夜', tidying: '整理', guests: '会客' },
    custom: '自定义名称',
    customEmpty: '还没有自定义名称：输入不在建议中的名称后会记在这里',
    remove: '删除自定义名称“{{name}}”',
    required: '自定义名称不能为空',
    tooLong: '自定义名称最多20个字符',
    badTime: '自定义名称的时间不正确',
    tooMany: '每类自定义名称最多提交400条',
    full: '自定义名称最多{{max}}个，请先删除不用的',
    syncTooOften: '自定义名称同步太频繁，请{{minutes}}分钟后再试',
  },
  /** the marker beside a space's bars: the standard's value and where it comes from */
  reference: '参考照度 {{lx}} lx（{{source}}）',
  referenceByAnalogy: '参考照度 {{lx}} lx（参照{{source}}中的“{{room}}”）',
};
