// Design-tool data (issue 16): refusals of the voltage-drop calculator, its verdicts, and the
// notes on which standard a reference row comes from.
export const toolsDataZhCN = {
  notNumber: '请输入数字',
  voltagePositive: '电压必须大于 0',
  lengthPositive: '线路长度必须大于 0',
  areaPositive: '导线截面必须大于 0',
  powerPositive: '功率必须大于 0',
  currentPositive: '电流必须大于 0',
  powerOrCurrent: '请只填写功率或电流中的一项',
  powerFactorRange: '功率因数必须大于 0 且不大于 1',
  unknownSystem: '未知的供电方式',
  unknownMaterial: '未知的导线材料',
  stripVoltage: '灯带电压应为 12 V 或 24 V',
  wattsPerMetrePositive: '每米功率必须大于 0',
  verdict: { pass: '压降不超过 3%', warn: '压降在 3%–5% 之间', fail: '压降超过 5%' },
  standardNote: '参考值摘自 GB 50034-2013；现行标准为 GB/T 50034-2024（2024-11-01 起实施），尚未核对新标准数值，引用前请核对',
};
