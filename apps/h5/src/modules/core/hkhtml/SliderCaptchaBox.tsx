/**
 * The slider captcha: drag the piece into the gap. The gap position stays on the server, which
 * checks the final x and the drag track and answers with a single-use pass token.
 */
import { type OutputOf } from '@campus/api';
import { SpinLoading, Toast } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { errorText } from '../../../shared/errors';
import { centerApi } from '../../../lib/endpoints';

type Puzzle = OutputOf<typeof centerApi.captchaCreate>;
const KNOB = 40;

export function SliderCaptcha(props: { onPass: (token: string) => void }) {
  const tr = useT();
  const [puzzle, setPuzzle] = useState<Puzzle | null>(null);
  const [x, setX] = useState(0);
  const drag = useRef<{ startX: number; t0: number; track: { x: number; t: number }[] } | null>(null);

  const load = useCallback(() => {
    setX(0);
    setPuzzle(null);
    api(centerApi.captchaCreate, {})
      .then(setPuzzle)
      .catch((err: unknown) => Toast.show({ content: errorText(err), icon: 'fail' }));
  }, []);
  useEffect(load, [load]);

  if (!puzzle) {
    return (
      <div className="center" style={{ padding: 24 }}>
        <SpinLoading />
      </div>
    );
  }
  const max = puzzle.width - puzzle.pieceSize;

  const onDown = (e: React.PointerEvent) => {
    (e.target as HTMLElement).setPointerCapture?.(e.pointerId);
    drag.current = { startX: e.clientX, t0: performance.now(), track: [{ x: 0, t: 0 }] };
  };
  const onMove = (e: React.PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const nx = Math.max(0, Math.min(max, e.clientX - d.startX));
    d.track.push({ x: nx, t: Math.round(performance.now() - d.t0) });
    setX(nx);
  };
  const onUp = () => {
    const d = drag.current;
    drag.current = null;
    if (!d) return;
    // The last point, not the state: the final move may not have rendered yet.
    const dropped = Math.round(d.track[d.track.length - 1]?.x ?? 0);
    api(centerApi.captchaVerify, { id: puzzle.id, x: dropped, track: d.track }, { json: true })
      .then((r) => {
        Toast.show({ content: tr('h5.captcha.passed'), icon: 'success' });
        props.onPass(r.captcha);
      })
      .catch((err: unknown) => {
        Toast.show({ content: errorText(err), icon: 'fail' });
        load();
      });
  };

  return (
    <div data-testid="slider-captcha">
      <p className="muted">{tr('h5.captcha.hint')}</p>
      <div className="captcha-stage" style={{ width: puzzle.width, height: puzzle.height }}>
        <img src={puzzle.background} width={puzzle.width} height={puzzle.height} alt="" />
        <img className="captcha-piece" src={puzzle.piece} alt="" width={puzzle.pieceSize} style={{ top: puzzle.pieceY, left: x }} />
      </div>
      <div className="slider-track" style={{ width: puzzle.width, margin: '12px auto 0' }}>
        <div
          className="slider-knob"
          role="slider"
          aria-valuenow={Math.round(x)}
          aria-label={tr('h5.captcha.knob')}
          style={{ left: (x / max) * (puzzle.width - KNOB) }}
          onPointerDown={onDown}
          onPointerMove={onMove}
          onPointerUp={onUp}
        >
          ›
        </div>
      </div>
    </div>
  );
}
