/**
 * The attributes every line icon of LightKit shares (24-unit grid, round 2-unit strokes in
 * currentColor, hidden from screen readers since a label names the control): the shell's
 * touch controls and the product library draw with the same pen.
 */
export const lineIcon = (size: number) =>
  ({
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    'aria-hidden': true,
  }) as const;
