import type { Spec } from './spec';

// The curated sets (spec "systemproduct group") of the sample catalogue, by product key. The
// smart-lighting set is every product controlled over a bus or a radio.

const SMART: readonly Spec['dimming'][] = ['DALI', '蓝牙Mesh', 'Zigbee', '0-10V'];

export function catalogueGroups(specs: readonly Spec[]): { name: string; keys: string[] }[] {
  return [
    {
      name: '新品推荐',
      keys: ['dl-trimless-7w', 'sp-trimless-7w', 'mg-grille-20w', 'mg-smart-10w', 'cao-trimless-12w', 'ln-wash-20w', 'ch-ring-72w', 'pg-neon-6x12'],
    },
    {
      name: '光环境设计精选',
      keys: ['dl-deep-7w', 'sp-deep-10w', 'tr-museum-15w', 'st-ra97-12w', 'ln-wash-20w', 'wl-updown-10w', 'pd-dome-12w', 'fl-reading-12w', 'od-inground-5w'],
    },
    { name: '智能照明', keys: specs.filter((s) => SMART.includes(s.dimming)).map((s) => s.key) },
    {
      name: '客厅无主灯方案',
      keys: ['dl-deep-7w', 'dl-trimless-7w', 'sp-adj-7w', 'mg-spot-7w', 'mg-flood-10w', 'mg-grille-12w', 'mg-wash-12w', 'st-cob-10w', 'cao-recessed-10w', 'cao-cove-10w'],
    },
    {
      name: '办公照明',
      keys: ['pn-600-36w', 'pn-600-ugr16', 'pn-300x1200-40w', 'pn-dali-36w', 'fp-side-40w', 'fp-back-60w', 'ln-recessed-36w', 'ln-pendant-40w', 'ln-office-48w', 'dl-smd-18w'],
    },
    {
      name: '户外景观',
      keys: specs.filter((s) => s.category.startsWith('outdoor.')).map((s) => s.key),
    },
  ];
}
