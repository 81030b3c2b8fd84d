/** The ways on from the repair home or entry: (report,) my orders, and for those allowed the queue, the board and the figures. */
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { useRepairAccess } from './access';
import { hasStatistic, repairPath } from './format';

export function Entries(props: { variant: string | undefined; report?: boolean }) {
  const tr = useT();
  const navigate = useNavigate();
  const work = useRepairAccess('work');
  const dispatch = useRepairAccess('dispatch');
  const statistics = useRepairAccess('statistics');
  const go = (page: string) => () => navigate(repairPath(props.variant, page));
  return (
    <div className="repair-entries">
      {props.report ? (
        <Button size="small" color="primary" data-testid="repair-to-report" onClick={go('index')}>
          {tr('repair.title.index')}
        </Button>
      ) : null}
      <Button size="small" color="primary" fill="outline" data-testid="repair-to-mine" onClick={go('detail')}>
        {tr('repair.title.detail')}
      </Button>
      {work ? (
        <Button size="small" fill="outline" data-testid="repair-to-queue" onClick={go('repairman')}>
          {tr('repair.title.repairman')}
        </Button>
      ) : null}
      {dispatch ? (
        <Button size="small" fill="outline" data-testid="repair-to-board" onClick={go('sendorder')}>
          {tr('repair.title.sendorder')}
        </Button>
      ) : null}
      {statistics && hasStatistic(props.variant) ? (
        <Button size="small" fill="outline" data-testid="repair-to-stats" onClick={go('statistic')}>
          {tr('repair.title.statistic')}
        </Button>
      ) : null}
    </div>
  );
}
