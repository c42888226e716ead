/** Item type icons as inline SVG: no icon font or emoji font is assumed on the machine. */
export function TypeIcon({ type, size = 40 }: { type: string; size?: number }) {
  if (type === 'folder')
    return (
      <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
        <path d="M4 10a3 3 0 0 1 3-3h9l4 4h13a3 3 0 0 1 3 3v16a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3z" fill="#ffc35a" />
        <path d="M4 15h32v15a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3z" fill="#f5a524" />
      </svg>
    );
  if (type === 'project')
    return (
      <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
        <rect x="5" y="6" width="30" height="28" rx="4" fill="#4c6ef5" />
        <path d="M11 14h18M11 20h18M11 26h11" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    );
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
      <rect x="6" y="9" width="28" height="20" rx="3" fill="#fff" opacity="0.12" stroke="#ffb020" strokeWidth="2" />
      <circle cx="20" cy="17" r="4" fill="#ffb020" />
      <path d="M14 33h12" stroke="#ffb020" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
