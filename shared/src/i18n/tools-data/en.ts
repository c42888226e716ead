import type { toolsDataZhCN } from './zh-CN';

export const toolsDataEn: typeof toolsDataZhCN = {
  notNumber: 'Enter a number',
  voltagePositive: 'The voltage must be greater than 0',
  lengthPositive: 'The cable length must be greater than 0',
  areaPositive: 'The conductor cross-section must be greater than 0',
  powerPositive: 'The power must be greater than 0',
  currentPositive: 'The current must be greater than 0',
  powerOrCurrent: 'Enter either the power or the current, not both',
  powerFactorRange: 'The power factor must be greater than 0 and at most 1',
  unknownSystem: 'Unknown supply system',
  unknownMaterial: 'Unknown conductor material',
  stripVoltage: 'Strip voltage must be 12 V or 24 V',
  wattsPerMetrePositive: 'The watts per metre must be greater than 0',
  verdict: { pass: 'Drop at most 3%', warn: 'Drop between 3% and 5%', fail: 'Drop over 5%' },
  standardNote:
    'Reference values from GB 50034-2013; GB/T 50034-2024 applies from 2024-11-01 and its values have not been checked here: check them before quoting',
};
