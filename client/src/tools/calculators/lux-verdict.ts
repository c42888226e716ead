// An achieved illuminance against the standard's value. GB 50034-2013 asks the design value to
// stay within ±10 % of the standard value; below −10 % fails here, and more light than the value
// passes (too much light is a question of energy, which the power-density check answers).
export type LuxVerdict = 'pass' | 'warn' | 'fail';

export function luxVerdict(achieved: number, standard: number): LuxVerdict {
  if (achieved >= standard) return 'pass';
  return achieved >= standard * 0.9 ? 'warn' : 'fail';
}
