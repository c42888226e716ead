// Fill and border of elements and page backgrounds (spec 001 §2 format panel, §3 Gradient).

export interface GradientStop {
  color: string;
  /** 0-100 */
  pct: number;
}
export interface Gradient {
  type: 'linear' | 'radial';
  /** degrees, CSS convention: 0 points up, 90 right */
  angle: number;
  points: GradientStop[];
}
export type ImageFillMode = 'fill' | 'fit' | 'tile';
/** the 9 anchor positions of an image fill */
export const FILL_POSITIONS = ['top-left', 'top', 'top-right', 'left', 'center', 'right', 'bottom-left', 'bottom', 'bottom-right'] as const;
export type FillPosition = (typeof FILL_POSITIONS)[number];

export type Fill =
  | { type: 'none' }
  | { type: 'color'; color: string }
  | { type: 'gradient'; gradient: Gradient }
  | { type: 'image'; src: string; mode: ImageFillMode; position: FillPosition };

export interface Border {
  style: 'none' | 'solid';
  width: number;
  color: string;
  radius: number;
}

/** spec 001 §9: the default gradient, 135° from yellow to amber */
export const DEFAULT_GRADIENT: Gradient = {
  type: 'linear',
  angle: 135,
  points: [
    { color: '#ffe066', pct: 0 },
    { color: '#f59f00', pct: 100 },
  ],
};
export const NO_FILL: Fill = { type: 'none' };
export const NO_BORDER: Border = { style: 'none', width: 1, color: '#1f2430', radius: 0 };

export const MARGIN_PRESETS = { none: 0, narrow: 12, standard: 24, wide: 40, wider: 64 } as const;
export type MarginPreset = keyof typeof MARGIN_PRESETS | 'custom';

/** Twenty-one preset gradients (spec 001 §9), warm lighting tones first. */
export const GRADIENT_PRESETS: Gradient[] = (
  [
    ['#ffe066', '#f59f00'],
    ['#fff3bf', '#fab005'],
    ['#ffd8a8', '#fd7e14'],
    ['#ffc9c9', '#fa5252'],
    ['#fcc2d7', '#e64980'],
    ['#eebefa', '#be4bdb'],
    ['#d0bfff', '#7950f2'],
    ['#bac8ff', '#4c6ef5'],
    ['#a5d8ff', '#228be6'],
    ['#99e9f2', '#15aabf'],
    ['#96f2d7', '#12b886'],
    ['#b2f2bb', '#40c057'],
    ['#d8f5a2', '#82c91e'],
    ['#f8f9fa', '#adb5bd'],
    ['#495057', '#212529'],
    ['#fff9db', '#ffe8cc'],
    ['#1f2430', '#f08c00'],
    ['#ffffff', '#ffe066'],
    ['#ff922b', '#e8590c'],
    ['#74c0fc', '#ffe066'],
    ['#212529', '#4dabf7'],
  ] as const
).map(([from, to]) => ({ type: 'linear', angle: 135, points: [{ color: from, pct: 0 }, { color: to, pct: 100 }] }));

/** Fifty swatches for colour pickers (spec 001 §9): greys, then ten hues in four shades. */
export const PALETTE: string[] = [
  '#000000', '#343a40', '#868e96', '#dee2e6', '#ffffff',
  '#fff5f5', '#ffa8a8', '#fa5252', '#c92a2a',
  '#fff0f6', '#faa2c1', '#e64980', '#a61e4d',
  '#f8f0fc', '#e599f7', '#be4bdb', '#862e9c',
  '#f3f0ff', '#b197fc', '#7950f2', '#5f3dc4',
  '#edf2ff', '#91a7ff', '#4c6ef5', '#364fc7',
  '#e7f5ff', '#74c0fc', '#228be6', '#1864ab',
  '#e3fafc', '#66d9e8', '#15aabf', '#0b7285',
  '#ebfbee', '#8ce99a', '#40c057', '#2b8a3e',
  '#fff9db', '#ffe066', '#fab005', '#e67700',
  '#fff4e6', '#ffc078', '#fd7e14', '#d9480f',
  '#f8f0e3', '#d9b99b', '#a0522d', '#5c3a21',
  '#fa6400',
];
