import type { ReactNode } from 'react';

/**
 * What marks each kind of document on a sheet: a colour and a small drawing (white strokes on
 * the coloured sheet), so every kind is told apart at 28 px in the list view as well as on a
 * card without a cover.
 */
const white = { stroke: '#fff', strokeWidth: 2.2, strokeLinecap: 'round', strokeLinejoin: 'round', fill: 'none' } as const;
const KINDS: Record<string, { color: string; mark: ReactNode }> = {
  // proposal deck: a slide with a lamp
  plan: {
    color: '#f08c00',
    mark: (
      <>
        <rect x="11" y="14" width="18" height="12" rx="1.5" {...white} />
        <circle cx="20" cy="20" r="2.4" fill="#fff" />
      </>
    ),
  },
  // selection table: a grid
  slt: { color: '#2f9e44', mark: <path d="M11 13h18v14H11zM11 18h18M11 22.5h18M17 13v14M23 13v14" {...white} strokeWidth={1.8} /> },
  // spec sheet: lines of text under a heading
  spc: { color: '#0b7285', mark: <path d="M12 13h16M12 18h16M12 22h12M12 26h14" {...white} /> },
  // quotation: the yuan sign
  pqt: { color: '#e03131', mark: <path d="M15 12l5 6 5-6M20 18v10M15.5 20.5h9M15.5 24.5h9" {...white} /> },
  // cost estimate: rising bars
  cet: { color: '#7048e8', mark: <path d="M13 27v-5M18 27v-9M23 27v-7M28 27v-13M12 28h17" {...white} /> },
  // energy analysis: a bolt
  ect: { color: '#0ca678', mark: <path d="M22 11l-7 10h5l-2 9 7-11h-5z" fill="#fff" /> },
  // hand-over table: two arrows
  djb: { color: '#4263eb', mark: <path d="M12 16h15l-3-3M28 24H13l3 3" {...white} /> },
  // scene scheme: a spotlight cone
  scene: { color: '#15aabf', mark: <path d="M17 12h6l4 15H13z" {...white} /> },
  // quick-sign scheme: a tick
  quick: { color: '#d6336c', mark: <path d="M13 20.5l4.5 4.5L27 15" {...white} strokeWidth={2.8} /> },
  quotation: { color: '#c92a2a', mark: <path d="M15 12l5 6 5-6M20 18v10M15.5 20.5h9M15.5 24.5h9" {...white} /> },
};

/** Item type icons as inline SVG: no icon font or emoji font is assumed on the machine. */
export function TypeIcon({ type, size = 40 }: { type: string; size?: number }) {
  if (type === 'folder')
    return (
      <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" data-kind="folder">
        <path d="M4 10a3 3 0 0 1 3-3h9l4 4h13a3 3 0 0 1 3 3v16a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3z" fill="#ffc35a" />
        <path d="M4 15h32v15a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3z" fill="#f5a524" />
      </svg>
    );
  if (type === 'project')
    return (
      <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" data-kind="project">
        <rect x="5" y="6" width="30" height="28" rx="4" fill="#4c6ef5" />
        <path d="M11 14h18M11 20h18M11 26h11" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    );
  const kind = KINDS[type];
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" data-kind={kind ? type : 'other'}>
      <rect x="6" y="5" width="28" height="30" rx="4" fill={kind?.color ?? '#868e96'} />
      {kind?.mark ?? <path d="M12 14h16M12 20h16M12 26h10" {...white} />}
    </svg>
  );
}
