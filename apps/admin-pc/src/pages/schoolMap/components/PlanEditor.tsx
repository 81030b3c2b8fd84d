/**
 * The map image with its POIs: a click on the image places a new POI there; a marker dragged
 * moves its POI (saved on release); a marker clicked without moving opens it. Positions are kept
 * in image pixels and drawn as percentages, so the plan can be shown at any width.
 */
import type { CampusMap, MapCategory, MapPoi } from '@campus/api';
import { useRef, useState } from 'react';

type Pixel = { x: number; y: number };

export function PlanEditor(props: { map: CampusMap; pois: MapPoi[]; categories: MapCategory[]; onPlace: (p: Pixel) => void; onMove: (poi: MapPoi, p: Pixel) => void; onOpen: (poi: MapPoi) => void }) {
  const { map } = props;
  const box = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<{ id: string; at: Pixel; moved: boolean } | null>(null);
  /** The image pixel under a pointer, clamped to the image. */
  const pixelAt = (clientX: number, clientY: number): Pixel => {
    const r = box.current!.getBoundingClientRect();
    const clamp = (v: number, max: number) => Math.round(Math.min(max, Math.max(0, v)));
    return { x: clamp(((clientX - r.left) * map.width) / r.width, map.width), y: clamp(((clientY - r.top) * map.height) / r.height, map.height) };
  };
  const cats = new Map(props.categories.map((c) => [c.id, c]));
  return (
    <div ref={box} style={{ position: 'relative', width: '100%', maxWidth: Math.min(map.width, 960), userSelect: 'none' }} data-testid="plan-editor">
      <img src={map.imageUrl} alt={map.name} draggable={false} style={{ width: '100%', display: 'block', cursor: 'crosshair' }} data-testid="plan-image" onClick={(e) => props.onPlace(pixelAt(e.clientX, e.clientY))} />
      {props.pois.map((p) => {
        const at = drag?.id === p.id ? drag.at : p;
        const c = cats.get(p.categoryId);
        return (
          <div
            key={p.id}
            data-testid="plan-poi"
            title={p.name}
            style={{ position: 'absolute', left: `${(at.x / map.width) * 100}%`, top: `${(at.y / map.height) * 100}%`, transform: 'translate(-50%, -100%)', cursor: 'grab', touchAction: 'none', textAlign: 'center' }}
            onPointerDown={(e) => {
              e.currentTarget.setPointerCapture(e.pointerId);
              setDrag({ id: p.id, at: { x: p.x, y: p.y }, moved: false });
            }}
            onPointerMove={(e) => {
              if (drag?.id !== p.id) return;
              const next = pixelAt(e.clientX, e.clientY);
              const moved = drag.moved || Math.hypot(next.x - p.x, next.y - p.y) > 3;
              setDrag({ id: p.id, at: next, moved });
            }}
            onPointerUp={() => {
              if (drag?.id !== p.id) return;
              setDrag(null);
              if (drag.moved) props.onMove(p, drag.at);
              else props.onOpen(p);
            }}
          >
            <span style={{ display: 'inline-block', width: 26, height: 26, lineHeight: '24px', borderRadius: '50%', background: c?.color ?? '#1677ff', border: '2px solid #fff', boxShadow: '0 1px 3px rgba(0,0,0,.4)', fontSize: 13 }}>{c?.icon ?? '•'}</span>
            <div style={{ fontSize: 11, background: 'rgba(255,255,255,.85)', padding: '0 3px', borderRadius: 3, whiteSpace: 'nowrap' }}>{p.name}</div>
          </div>
        );
      })}
    </div>
  );
}
