/** The frame of every full-page status view (not found, no data, system error, load error). */
import type { ReactNode } from 'react';

export function StatusView(props: { page: string; image?: string; title: string; children?: ReactNode }) {
  return (
    <div className="status-view" data-page={props.page}>
      {props.image ? <img className="status-image" src={props.image} alt="" /> : null}
      <p className="status-title">{props.title}</p>
      {props.children}
    </div>
  );
}

export const staticImage = (name: string): string => `${import.meta.env.BASE_URL}static/images/${name}`;
