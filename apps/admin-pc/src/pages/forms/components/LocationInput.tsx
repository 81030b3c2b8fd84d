/**
 * A location field on a desktop, which seldom knows where it is: the address typed is a place on
 * its own (`{ address }`), and the browser's position, when it offers one, adds the coordinates
 * (`{ lat, lng, address }`, as the phone stores it). Only a field that demands a position warns
 * while it has none; the engine refuses it then (`forms.error.position`).
 */
import { t } from '@campus/i18n';
import { AimOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { Button, Input, Space, Typography, message } from 'antd';
import { useState } from 'react';
import { hasPosition, placeFromPosition, placeOf, placeWithAddress } from '../values';

interface Props {
  fieldId: string;
  value: unknown;
  onChange: (v: unknown) => void;
  /** The field demands coordinates (`requirePosition`). */
  needsPosition?: boolean;
  id?: string;
  placeholder?: string;
}

export function LocationInput(p: Props) {
  const [busy, setBusy] = useState(false);
  const place = placeOf(p.value);
  const address = place?.address ?? '';
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
      {hasPosition(place) ? (
        <Typography.Text type="secondary" data-testid={`field-${p.fieldId}-position`}>
          <EnvironmentOutlined /> {place.lat}, {place.lng}
        </Typography.Text>
      ) : place && p.needsPosition ? (
        <Typography.Text type="warning">{geo ? t('adminForms.location.noPosition') : t('adminForms.location.noGeo')}</Typography.Text>
      ) : null}
    </Space>
  );
}
