/* Line icons for the viewer's and play's buttons and the page list's skip badge (drawn in currentColor, sized by CSS). */

const Icon = ({ d }: { d: string }) => (
  <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const PrevIcon = () => <Icon d="M15 5l-7 7 7 7" />;
export const NextIcon = () => <Icon d="M9 5l7 7-7 7" />;
export const CloseIcon = () => <Icon d="M6 6l12 12M18 6L6 18" />;
export const PlayIcon = () => <Icon d="M7 4.5v15l12-7.5z" />;
/** pages one under another */
export const ScrollIcon = () => <Icon d="M5 3h14v7H5zM5 14h14v7H5z" />;
export const ZoomInIcon = () => <Icon d="M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5L21 21M10.5 7.5v6M7.5 10.5h6" />;
export const ZoomOutIcon = () => <Icon d="M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5L21 21M7.5 10.5h6" />;
/** an eye struck through: a page left out of presenting (the page list's 已跳过 badge) */
export const EyeSlashIcon = () => <Icon d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM4 4l16 16" />;
