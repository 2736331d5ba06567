// Icons of the widgets IdleShell loads later (back-to-top, the open-elsewhere overlay). Kept apart from
// icons.tsx so the deferred chunk imports nothing from the root's chunk (see DeferredShell).

export function ArrowUpIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 19V5M5 12l7-7 7 7" />
    </svg>
  );
}

/** the open-in-browser hint points at the messenger's menu in the top right corner */
export function PointerToCornerIcon() {
  return (
    <svg className="icon" viewBox="0 0 64 64" style={{ strokeWidth: 3 }} aria-hidden="true" focusable="false">
      <path d="M8 58C14 30 30 14 54 10" />
      <path d="M42 6l12 4-6 11" />
    </svg>
  );
}
