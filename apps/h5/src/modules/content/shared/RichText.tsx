import { useMemo } from 'react';
import { safeRichText } from './richtext';

/** A body from the server, rendered after the client-side sanitizer pass (never raw). */
export function RichText(props: { html: string; className?: string }) {
  const clean = useMemo(() => safeRichText(props.html), [props.html]);
  // The only innerHTML of the family: the value has just been through safeRichText.
  return (
    <div
      className={`rich-text ${props.className ?? ''}`}
      data-testid="rich-text"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
