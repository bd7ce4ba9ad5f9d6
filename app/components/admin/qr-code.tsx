/** A QR code drawn from its one dark path (see features/admin-auth/qr-code.server.ts): black on white, whatever the theme. */
export function QrCode({ size, path, label }: { size: number; path: string; label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-48 rounded-lg border border-slate-200 bg-white sm:size-56"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} stroke="#000000" strokeWidth={1} fill="none" />
    </svg>
  );
}
