/**
 * Ink on a canvas from pointer events: the signature pads of the phone's forms and sign-in and of
 * the console's forms. The canvas is sized to the device's pixels once (its CSS size, or
 * `fallback` while it has none), strokes follow the pointer (captured, so a stroke leaving the
 * pad ends cleanly), and `onInk` says when the first line is drawn. Framework-free: a component
 * attaches it in an effect and detaches it on cleanup.
 */
export interface Ink {
  /** Wipes the pad; `onInk` fires again with the next stroke. */
  clear(): void;
  /** Whether anything is drawn. */
  inked(): boolean;
  detach(): void;
}

export function attachInk(
  canvas: HTMLCanvasElement,
  opts: { lineWidth?: number; fallback?: { width: number; height: number }; onInk?: (inked: boolean) => void } = {},
): Ink {
  const ratio = (typeof window !== 'undefined' && window.devicePixelRatio) || 1;
  canvas.width = (canvas.clientWidth || opts.fallback?.width || 300) * ratio;
  canvas.height = (canvas.clientHeight || opts.fallback?.height || 150) * ratio;
  const g = canvas.getContext('2d');
  if (g) {
    g.scale(ratio, ratio);
    g.lineWidth = opts.lineWidth ?? 2.5;
    g.lineCap = 'round';
    g.lineJoin = 'round';
    g.strokeStyle = '#111';
  }
  let down = false;
  let inked = false;
  const at = (e: PointerEvent) => {
    const r = canvas.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top] as const;
  };
  const start = (e: PointerEvent) => {
    if (!g) return;
    down = true;
    canvas.setPointerCapture?.(e.pointerId);
    g.beginPath();
    g.moveTo(...at(e));
  };
  const move = (e: PointerEvent) => {
    if (!down || !g) return;
    g.lineTo(...at(e));
    g.stroke();
    if (!inked) {
      inked = true;
      opts.onInk?.(true);
    }
  };
  const end = () => {
    down = false;
  };
  const events: [string, (e: PointerEvent) => void][] = [
    ['pointerdown', start],
    ['pointermove', move],
    ['pointerup', end],
    ['pointerleave', end],
    ['pointercancel', end],
  ];
  for (const [name, fn] of events) canvas.addEventListener(name, fn as EventListener);
  return {
    clear() {
      g?.clearRect(0, 0, canvas.width, canvas.height);
      if (inked) {
        inked = false;
        opts.onInk?.(false);
      }
    },
    inked: () => inked,
    detach() {
      for (const [name, fn] of events) canvas.removeEventListener(name, fn as EventListener);
    },
  };
}
