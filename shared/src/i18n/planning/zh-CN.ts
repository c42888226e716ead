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
  /** the marker beside a space's bars: the standard's value and where it comes from */
  reference: '参考照度 {{lx}} lx（{{source}}）',
  referenceByAnalogy: '参考照度 {{lx}} lx（参照{{source}}中的“{{room}}”）',
};
