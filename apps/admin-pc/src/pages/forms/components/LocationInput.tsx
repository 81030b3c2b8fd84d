/**
 * A location field on a desktop, which seldom knows where it is: the address typed, plus the
 * browser's position when it offers one. The engine keeps a place only with coordinates
 * (`{ lat, lng, address }`, as the phone stores it); an address alone is kept as typed so the
 * check says what is missing instead of losing it.
 */
import { t } from '@campus/i18n';
import { AimOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { Button, Input, Space, Typography, message } from 'antd';
import { useState } from 'react';
import { addressOf, placeFromPosition, placeOf, placeWithAddress } from '../values';

export function LocationInput(p: { fieldId: string; value: unknown; onChange: (v: unknown) => void; id?: string; placeholder?: string }) {
  const [busy, setBusy] = useState(false);
  const place = placeOf(p.value);
  const address = addressOf(p.value);
  const geo = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  function locate() {
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setBusy(false);
        p.onChange(placeFromPosition(pos.coords, address));
      },
      () => {
        setBusy(false);
        void message.warning(t('adminForms.location.failed'));
      },
      { timeout: 15000 },
    );
  }

  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }} data-testid={`field-${p.fieldId}`}>
      <Space.Compact style={{ width: '100%' }}>
        <Input id={p.id} value={address} maxLength={200} placeholder={p.placeholder ?? t('adminForms.location.address')} onChange={(e) => p.onChange(placeWithAddress(p.value, e.target.value))} />
        {geo ? (
          <Button icon={<AimOutlined />} loading={busy} onClick={locate} data-testid={`field-${p.fieldId}-locate`}>
            {t('adminForms.location.locate')}
          </Button>
        ) : null}
      </Space.Compact>
      {place ? (
        <Typography.Text type="secondary">
          <EnvironmentOutlined /> {place.lat}, {place.lng}
        </Typography.Text>
      ) : address ? (
        <Typography.Text type="warning">{geo ? t('adminForms.location.noPosition') : t('adminForms.location.noGeo')}</Typography.Text>
      ) : null}
    </Space>
  );
}
