import type { ReactNode } from 'react';

/** The frame of a screen: an optional heading and the content. */
export function Page(props: { title?: string; page?: string; children: ReactNode }) {
  return (
    <div className="page" data-page={props.page}>
      {props.title ? <h1 className="page-title">{props.title}</h1> : null}
      {props.children}
    </div>
  );
}
