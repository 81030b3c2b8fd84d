/**
 * What a screen shows instead of its content — no right to use it, or nothing to show (a bare
 * link) — and the one way on, as a button.
 */
import { Button, Result } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';

export function WayOn(props: {
  status: 'warning' | 'info';
  title: string;
  description?: string;
  /** The button's words and where it goes (replacing this screen in the history). */
  action: string;
  to: string;
  testId?: string;
}) {
  const navigate = useNavigate();
  return (
    <div className="way-on" data-testid={props.testId}>
      <Result status={props.status} title={props.title} description={props.description} />
      <Button block color="primary" fill="outline" onClick={() => navigate(props.to, { replace: true })}>
        {props.action}
      </Button>
    </div>
  );
}
