/** Replace a timetable's trips from xlsx: every row or none; each bad cell is listed by row and stop. */
import { shuttleBus } from '@campus/api';
import { t } from '@campus/i18n';
import { XlsxImport } from '@/components/XlsxImport';
import { upload } from '@/services/api';

export function ImportTrips(props: { timetableId: string | null; onClose: () => void; onDone: () => void }) {
  const id = props.timetableId ?? '';
  // The timetable goes in the query: a multipart body carries only the file.
  const ep = { ...shuttleBus.importTimetable, path: `${shuttleBus.importTimetable.path}?timetableId=${encodeURIComponent(id)}` };
  return (
    <XlsxImport<{ trips: number }>
      open={!!props.timetableId}
      texts={{
        title: t('adminShuttleBus.import'),
        hint: t('adminShuttleBus.importHint'),
        failed: t('adminShuttleBus.importFailed'),
        row: t('adminShuttleBus.col.row'),
        field: t('adminShuttleBus.col.field'),
        message: t('adminShuttleBus.col.message'),
      }}
      send={(file) => upload(ep, { file })}
      done={(r) => t('adminShuttleBus.imported', { n: r.trips })}
      onClose={props.onClose}
      onDone={props.onDone}
    />
  );
}
