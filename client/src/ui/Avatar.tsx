/** A person's picture, or the first letter of their name on a colour when they have none. */
export function Avatar({ name, src, size, color }: { name: string; src?: string; size: number; color?: string }) {
  const letter = (name || '?').slice(0, 1).toUpperCase();
  return src ? (
    <img className="avatar" src={src} alt="" width={size} height={size} />
  ) : (
    <span className="avatar avatar-letter" style={{ width: size, height: size, fontSize: size * 0.45, ...(color ? { background: color } : {}) }} aria-hidden="true">
      {letter}
    </span>
  );
}
