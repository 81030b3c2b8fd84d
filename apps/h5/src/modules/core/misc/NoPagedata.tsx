/** noPagedata/index: the no-data view as a page; `msg` may carry what went missing. */
import { useSearchParams } from 'react-router-dom';
import NoData from '../../../shared/NoData';

export default function NoPagedata() {
  const [params] = useSearchParams();
  return <NoData message={params.get('msg')?.slice(0, 200) || undefined} />;
}
