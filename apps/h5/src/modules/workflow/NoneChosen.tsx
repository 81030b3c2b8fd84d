/** An item screen opened without its id (a bare link): say so and lead to a list, asking the server nothing. */
import { Button, Result } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../lib/i18n';
import { Page } from '../../shared/Page';
import { workflowPath } from './paths';

export function NoneChosen(p: { page: string; mine?: boolean }) {
  const tr = useT();
  const navigate = useNavigate();
  return (
    <Page page={p.page}>
      <Result
        status="info"
        title={tr('h5Workflow.item.noneChosen')}
        description={
          <Button color="primary" size="small" onClick={() => navigate(p.mine ? `${workflowPath('flow')}?tab=mine` : workflowPath('backlog'))} data-testid="wf-none-chosen">
            {tr(p.mine ? 'h5Workflow.item.toMine' : 'h5Workflow.item.toBacklog')}
          </Button>
        }
      />
    </Page>
  );
}
