/** The bookings of a session as a workbook: 姓名, 学工号, seat, session, state, times. */
import ExcelJS from 'exceljs';
import { t } from '@campus/i18n/all';
import type { Ctx } from '../../platform/context.js';
import { sessionBookings } from './manage.js';

import { localOf } from '../../platform/time.js';

export async function bookingsWorkbook(ctx: Ctx, sessionId: string): Promise<Buffer> {
  const { s, list } = await sessionBookings(ctx, sessionId);
  const tz = ctx.timezone;
  const time = (v: number | null) => {
    if (!v) return '';
    const l = localOf(v, tz);
    return `${l.date} ${String(Math.floor(l.minutes / 60)).padStart(2, '0')}:${String(l.minutes % 60).padStart(2, '0')}`;
  };
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('bookings');
  ws.columns = [
    { header: t('adminSeat.export.name'), key: 'name', width: 14 },
    { header: t('adminSeat.export.number'), key: 'number', width: 16 },
    { header: t('adminSeat.export.seat'), key: 'seat', width: 10 },
    { header: t('adminSeat.export.session'), key: 'session', width: 28 },
    { header: t('adminSeat.export.state'), key: 'state', width: 12 },
    { header: t('adminSeat.export.bookedAt'), key: 'bookedAt', width: 18 },
    { header: t('adminSeat.export.checkedAt'), key: 'checkedAt', width: 18 },
  ];
  for (const b of list) {
    ws.addRow({
      name: b.name,
      number: b.number,
      seat: b.seatLabel,
      session: `${s.title} ${time(Number(s.starts_at))}-${time(Number(s.ends_at)).slice(11)}`,
      state: t(`seat.state.${b.state}`),
      bookedAt: time(b.createdAt),
      checkedAt: time(b.checkedAt),
    });
  }
  ws.getRow(1).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
