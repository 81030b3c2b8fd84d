/** A sign-in's name over its time and place: the top of the code, list and signature screens. */
import { shortText } from '../../../lib/time';

export interface HeadingOf {
  title: string;
  place: string;
  startsAt: number;
  endsAt: number;
}

export function SigninHeading(props: { of: HeadingOf | null }) {
  if (!props.of) return null;
  const { title, place, startsAt, endsAt } = props.of;
  return (
    <div className="signin-heading" data-testid="signin-heading">
      <h2 className="signin-title">{title}</h2>
      <p className="signin-muted">{[`${shortText(startsAt)} – ${shortText(endsAt)}`, place].filter(Boolean).join(' · ')}</p>
    </div>
  );
}
