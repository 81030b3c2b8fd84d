import { BrowserRouter } from 'react-router-dom';
import { baseInfo } from '../lib/api';
import { AntdLocale } from './antd-locale';
import { Shell } from './Shell';

export function App() {
  return (
    <AntdLocale>
      <BrowserRouter basename={baseInfo.basename}>
        <Shell />
      </BrowserRouter>
    </AntdLocale>
  );
}
