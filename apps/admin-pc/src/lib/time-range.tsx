/**
 * A column of a from–to span of API times (seconds) on two lines, `2026-11-27 05:10` over
 * `– 2026-11-27 22:00`: on one line it is too wide for 1280 px and breaks anywhere.
 */
import type { ProColumns } from '@ant-design/pro-components';
import { timeText } from './time';

export function timeRangeColumn<T>(title: string, from: keyof T & string, to: keyof T & string, more: ProColumns<T> = {}): ProColumns<T> {
  return {
    title,
    dataIndex: from,
    width: 170,
    render: (_, row) => (
      <span style={{ whiteSpace: 'nowrap' }}>
        {timeText(row[from] as number | null | undefined)}
        <br />– {timeText(row[to] as number | null | undefined)}
      </span>
    ),
    ...more,
  };
}
