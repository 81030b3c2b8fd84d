import { useNavigate } from 'react-router-dom';
import { useT } from '../lib/i18n';
import { StatusView, staticImage } from './StatusView';

/** Spec section 2: an unknown path falls back to page-not-found. */
export default function NotFound() {
  const tr = useT();
  const navigate = useNavigate();
  return (
    <StatusView page="not-found" image={staticImage('empty.svg')} title={tr('h5.status.notFound')}>
      <p className="status-sub">{tr('h5.status.notFoundHint')}</p>
      <button type="button" className="btn btn-outline" onClick={() => navigate('/', { replace: true })}>
        {tr('h5.status.home')}
      </button>
    </StatusView>
  );
}
