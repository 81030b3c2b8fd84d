import { useT } from '../lib/i18n';
import { StatusView, staticImage } from './StatusView';

/** Spec section 8: the no-data view of the location error mode, showing the answer or 数据异常. */
export default function NoData(props: { message?: string | undefined }) {
  const tr = useT();
  return <StatusView page="no-data" image={staticImage('empty.svg')} title={props.message || tr('common.dataError')} />;
}
