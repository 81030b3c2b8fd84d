/**
 * A room's sessions: generate daily slots or add one session, delete unused ones, and per
 * session the bookings with their check-in state and the xlsx export.
 */
import { seat, type OutputOf, type SeatSession } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, PageContainer, ProFormDatePicker, ProFormDateTimePicker, ProFormDigit, ProFormText, ProTable, type ActionType } from '@ant-design/pro-components';
import { history, Navigate, useSearchParams } from '@umijs/max';
import { Button, Drawer, message, Popconfirm, Tag, type FormInstance } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { markFieldError } from '@/lib/form';
import { useLang } from '@/lib/lang';
import { tableResult, timeColumn, toSeconds } from '@/lib/table';
import { call, download } from '@/services/api';
import { dateText } from '@/lib/time';
import { parseSlots, sessionProblem } from './components/editor';


type Session = SeatSession & { booked: number; checked: number; noShows: number };
type Booking = OutputOf<typeof seat.manageBookings>['list'][number];
const STATE_COLOR: Record<string, string> = { booked: 'processing', checked: 'success', noshow: 'error', cancelled: 'default' };

function Bookings(props: { session: Session | null; onClose: () => void }) {
  const s = props.session;
  return (
    <Drawer open={!!s} width={820} onClose={props.onClose} title={s ? `${t('adminSeat.action.bookings')} · ${s.title}` : ''} destroyOnHidden>
      {s ? (
        <ProTable<Booking>
          rowKey="id"
          search={false}
          request={(p) => tableResult(call(seat.manageBookings, { sessionId: s.id, current: p.current ?? 1, pageSize: p.pageSize ?? 20 }))}
          toolBarRender={() => [
            <Button key="x" onClick={() => void download('/api/seat/manage-export', { sessionId: s.id }, `seat-bookings-${s.title || s.id}.xlsx`)}>
              {t('adminSeat.action.export')}
            </Button>,
          ]}
          columns={[
            { title: t('adminSeat.booking.name'), dataIndex: 'name' },
            { title: t('adminSeat.booking.number'), dataIndex: 'number' },
            { title: t('adminSeat.booking.seat'), dataIndex: 'seatLabel' },
            { title: t('adminSeat.booking.state'), dataIndex: 'state', render: (_, r) => <Tag color={STATE_COLOR[r.state]}>{t(`seat.state.${r.state}`)}</Tag> },
            timeColumn(t('adminSeat.booking.createdAt'), 'createdAt'),
            timeColumn(t('adminSeat.booking.checkedAt'), 'checkedAt'),
          ]}
        />
      ) : null}
    </Drawer>
  );
}

export default function SeatSessionsPage() {
  useLang();
  const [params] = useSearchParams();
  const roomId = params.get('id') ?? '';
  const [name, setName] = useState('');
  const [open, setOpen] = useState<Session | null>(null);
  const ref = useRef<ActionType>(null);
  const oneForm = useRef<FormInstance>();
  const reload = () => void ref.current?.reload();

  useEffect(() => {
    if (roomId) void call(seat.manageRoom, { id: roomId }).then((r) => setName(r.name));
  }, [roomId]);

  // Opened without a room (a bookmark, a typed address): the rooms are where one is picked.
  if (!roomId) return <Navigate to="/booking/seat" replace />;
  return (
    <PageContainer title={`${t('adminSeat.action.sessions')} · ${name}`} onBack={() => history.push('/booking/seat')}>
      <ProTable<Session>
        rowKey="id"
        actionRef={ref}
        search={false}
        request={(p) => tableResult(call(seat.manageSessions, { roomId, current: p.current ?? 1, pageSize: p.pageSize ?? 20 }))}
        toolBarRender={() => [
          <ModalForm<{ from: unknown; days: number; slots: string }>
            key="gen"
            title={t('adminSeat.action.generate')}
            width={480}
            trigger={<Button type="primary">{t('adminSeat.action.generate')}</Button>}
            initialValues={{ from: dateText(Date.now() / 1000), days: 7, slots: '08:00-12:00,13:00-17:00,18:00-22:00' }}
            modalProps={{ destroyOnHidden: true }}
            onFinish={async (v) => {
              const slots = parseSlots(v.slots);
              const from = typeof v.from === 'string' ? v.from.slice(0, 10) : (v.from as { format?: (f: string) => string } | undefined)?.format?.('YYYY-MM-DD');
              if (!slots || !from) return false;
              try {
                const r = await call(seat.manageGenerate, { roomId, from, days: v.days, slots });
                void message.success(t('adminSeat.session.created', { n: r.created }));
                reload();
                return true;
              } catch {
                return false;
              }
            }}
          >
            <ProFormDatePicker name="from" label={t('adminSeat.session.from')} rules={[{ required: true }]} />
            <ProFormDigit name="days" label={t('adminSeat.session.days')} min={1} max={31} fieldProps={{ precision: 0 }} rules={[{ required: true }]} />
            <ProFormText name="slots" label={t('adminSeat.session.slots')} rules={[{ required: true }, { validator: async (_: unknown, v: string) => { if (!parseSlots(v ?? '')) throw new Error(t('adminSeat.session.slotsBad')); } }]} />
          </ModalForm>,
          <ModalForm<{ title: string; startsAt: unknown; endsAt: unknown }>
            key="one"
            formRef={oneForm}
            title={t('adminSeat.action.addSession')}
            width={480}
            trigger={<Button>{t('adminSeat.action.addSession')}</Button>}
            modalProps={{ destroyOnHidden: true }}
            onFinish={async (v) => {
              const startsAt = toSeconds(v.startsAt);
              const endsAt = toSeconds(v.endsAt);
              if (startsAt === undefined || endsAt === undefined) return false;
              try {
                await call(seat.manageSession, { roomId, title: v.title ?? '', startsAt, endsAt });
                reload();
                return true;
              } catch (err) {
                markFieldError(oneForm.current, err);
                return false;
              }
            }}
          >
            <ProFormText name="title" label={t('adminSeat.session.title')} fieldProps={{ maxLength: 60 }} />
            <ProFormDateTimePicker name="startsAt" label={t('adminSeat.session.startsAt')} rules={[{ required: true }]} />
            <ProFormDateTimePicker
              name="endsAt"
              label={t('adminSeat.session.endsAt')}
              dependencies={['startsAt']}
              rules={[
                { required: true },
                ({ getFieldValue }) => ({
                  validator: async (_: unknown, v: unknown) => {
                    const problem = sessionProblem(toSeconds(getFieldValue('startsAt')), toSeconds(v));
                    if (problem) throw new Error(t(`adminSeat.session.${problem}`));
                  },
                }),
              ]}
            />
          </ModalForm>,
        ]}
        columns={[
          { title: t('adminSeat.session.title'), dataIndex: 'title' },
          timeColumn(t('adminSeat.session.startsAt'), 'startsAt'),
          timeColumn(t('adminSeat.session.endsAt'), 'endsAt'),
          { title: t('adminSeat.session.free'), dataIndex: 'free' },
          { title: t('adminSeat.session.booked'), dataIndex: 'booked' },
          { title: t('adminSeat.session.checked'), dataIndex: 'checked' },
          { title: t('adminSeat.session.noShows'), dataIndex: 'noShows' },
          {
            title: t('adminSeat.action.title'),
            valueType: 'option',
            render: (_, r) => [
              <a key="b" onClick={() => setOpen(r)}>
                {t('adminSeat.action.bookings')}
              </a>,
              <Popconfirm
                key="d"
                title={t('adminSeat.action.removeAsk')}
                onConfirm={async () => {
                  await call(seat.manageSessionDelete, { id: r.id }).then(reload, () => undefined);
                }}
              >
                <a>{t('adminSeat.action.remove')}</a>
              </Popconfirm>,
            ],
          },
        ]}
      />
      <Bookings session={open} onClose={() => setOpen(null)} />
    </PageContainer>
  );
}
