import { BrowserRouter } from 'react-router-dom';
import { baseInfo } from '../lib/api';
import { Shell } from './Shell';

export function App() {
  return (
    <BrowserRouter basename={baseInfo.basename}>
      <Shell />
    </BrowserRouter>
  );
}
