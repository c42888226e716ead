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
