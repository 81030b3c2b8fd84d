/**
 * generalAppPc/*: the desktop screens of appointments are the console's. On a computer the row
 * forwards there at once (the query, e.g. `?id=`, kept); on a phone it says where the screen
 * lives and offers both the console and the phone's own manager screen.
 */
import { isPhone } from '@campus/api/rules';
import { Button } from 'antd-mobile';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ScreenProps } from '../../../route-types';
import { useT } from '../../../lib/i18n';
import { StatusView } from '../../../shared/StatusView';
import { consoleTarget } from './pc-target';

export default function PcForward({ variant }: ScreenProps) {
  const tr = useT();
  const navigate = useNavigate();
  const target = consoleTarget(variant, location.search);
  const phone = isPhone(navigator.userAgent);
  useEffect(() => {
    if (!phone) location.replace(target);
  }, [phone, target]);
  return (
    <StatusView page="ga-pc-forward" title={tr('generalApp.pc.title')}>
      <p className="status-sub">{tr('generalApp.pc.hint')}</p>
      <Button color="primary" block onClick={() => location.assign(target)}>
        {tr('generalApp.pc.open')}
      </Button>
      <Button block fill="none" onClick={() => navigate('/generalApp/appointAdmin')}>
        {tr('generalApp.pc.mobile')}
      </Button>
    </StatusView>
  );
}
