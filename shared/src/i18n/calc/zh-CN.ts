// Design-tool calculations (issue 16, shared/src/lighting/calc): why a typed-in figure is
// refused, and the labels of the maintenance-factor presets. A calculator throws a RangeError
// whose message is one of these keys (`calc.sizePositive` …); the screen translates it.
export const calcZhCN = {
  notNumber: '请输入数字',
  sizePositive: '尺寸必须大于 0',
  heightPositive: '高度必须大于 0',
  distancePositive: '距离必须大于 0',
  areaPositive: '面积必须大于 0',
  fluxPositive: '光通量必须大于 0',
  intensityNegative: '光强不能为负数',
  beamAngleRange: '光束角必须大于 0° 且小于 180°',
  angleRange: '角度必须在 0° 到 90° 之间（不含 90°）',
  reflectanceRange: '反射比必须在 0 到 1 之间',
  roomIndexPositive: '室形指数必须大于 0',
  unknownLuminaire: '未知的灯具类型',
  factorRange: '利用系数和维护系数必须大于 0 且不大于 1',
  luxOrCount: '请只填写目标照度或灯具数量中的一项',
  luxPositive: '照度必须大于 0',
  countPositive: '灯具数量必须是正整数',
  cctRange: '色温必须在 1000 K 到 25000 K 之间',
  ratioPositive: '视黑素比必须大于 0',
  luxNegative: '照度不能为负数',
  emlNegative: '等效视黑素照度不能为负数',
  maintenance: {
    source: 'GB 50034-2013 维护系数',
    clean: '清洁场所',
    normal: '一般场所',
    polluted: '污染严重场所',
    outdoor: '室外或开敞空间',
  },
};
