/* The library's line icons (star, cart, filter, tree, placeholder lamp), drawn in currentColor. */

import { lineIcon } from '../../ui/line-icon';

const common = lineIcon(20);

const STAR = 'm12 3.5 2.6 5.3 5.8.8-4.2 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z';

export const StarIcon = ({ on }: { on: boolean }) => (
  <svg {...common} fill={on ? 'currentColor' : 'none'}>
    <path d={STAR} />
  </svg>
);

export const CartIcon = () => (
  <svg {...common}>
    <path d="M3 4h2.5l2.2 10.5h10.6L20.5 7H7" />
    <circle cx="9.5" cy="19" r="1.4" />
    <circle cx="17" cy="19" r="1.4" />
  </svg>
);

export const FilterIcon = () => (
  <svg {...common}>
    <path d="M4 5h16l-6 7.5V19l-4-2v-4.5z" />
  </svg>
);

export const TreeIcon = () => (
  <svg {...common}>
    <path d="M4 5h7M8 5v14h5M8 12h5" />
    <rect x="14" y="9.5" width="6" height="5" rx="1" />
    <rect x="14" y="16.5" width="6" height="5" rx="1" />
  </svg>
);

/** The neutral stand-in for a product without a cover: a downlight seen from the side. */
export const LampPlaceholder = () => (
  <svg viewBox="0 0 64 64" width="56" height="56" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
    <path d="M18 22h28l-4 10H22z" strokeLinejoin="round" />
    <path d="M26 32l-8 18M38 32l8 18M32 32v18" strokeDasharray="2 4" strokeLinecap="round" />
    <path d="M14 22h36" strokeLinecap="round" />
  </svg>
);
