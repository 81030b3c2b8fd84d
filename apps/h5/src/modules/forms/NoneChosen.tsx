/** A form screen opened without its id (a bare link): say so and lead to the list, asking the server nothing. */
import { Button, Result } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../lib/i18n';
import { formsPath } from './paths';

export function NoneChosen(props: { variant: string | undefined }) {
  const tr = useT();
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={tr('h5Forms.noneChosen')}
      description={
        <Button color="primary" size="small" onClick={() => navigate(formsPath(props.variant, 'list'))} data-testid="forms-none-chosen">
          {tr('h5Forms.toList')}
        </Button>
      }
    />
  );
}
