/** The room check-in QR to print (students scan it on arrival), and issuing a new one. */
import { seat } from '@campus/api';
import { t } from '@campus/i18n';
import { Button, Modal, Popconfirm, QRCode, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '@/services/api';

export function QrModal(props: { room: { id: string; name: string; place: string; checkinQr: string } | null; onClose: () => void; onChanged: () => void }) {
  const [value, setValue] = useState('');
  useEffect(() => setValue(props.room?.checkinQr ?? ''), [props.room]);
  const room = props.room;
  return (
    <Modal open={!!room} title={t('adminSeat.action.qr')} onCancel={props.onClose} footer={null} width={420} destroyOnHidden>
      {room ? (
        <Space direction="vertical" align="center" style={{ width: '100%' }} className="seat-qr-print">
          <Typography.Title level={4} style={{ margin: 0 }}>
            {room.name}
          </Typography.Title>
          <Typography.Text type="secondary">{room.place}</Typography.Text>
          <QRCode value={value} size={240} data-testid="seat-room-qr" />
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
            {t('adminSeat.qr.help')}
          </Typography.Paragraph>
          <Space>
            <Button type="primary" onClick={() => window.print()}>
              {t('adminSeat.action.print')}
            </Button>
            <Popconfirm
              title={t('adminSeat.action.newTokenAsk')}
              onConfirm={async () => {
                const r = await call(seat.manageToken, { id: room.id });
                setValue(r.checkinQr);
                props.onChanged();
              }}
            >
              <Button danger>{t('adminSeat.action.newToken')}</Button>
            </Popconfirm>
          </Space>
        </Space>
      ) : null}
    </Modal>
  );
}
