// Energy analysis (ect) and lighting power density (issue 14, reused by the design tools of
// issue 16): refusals of typed-in figures, the verdicts of a power-density check and the note
// on which standard the limits come from.
export const energyZhCN = {
  notNumber: '请输入数字',
  negative: '不能为负数',
  notInteger: '请输入整数',
  hoursTooMany: '每天最多 24 小时',
  daysTooMany: '每年最多 366 天',
  areaPositive: '面积必须大于 0',
  unknownSpace: '未知的场所类型',
  verdict: { pass: '符合现行值', fail: '超过现行值', target: '达到目标值' },
  standardNote: '限值摘自 GB 50034-2013；现行标准为 GB/T 50034-2024，引用前请核对新标准的数值',
};
