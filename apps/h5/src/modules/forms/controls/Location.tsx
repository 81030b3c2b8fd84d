/**
 * A place: a line to say where it is in words, and the phone's position from its geolocation
 * when it gives one. An address alone is a place; a field that demands a position (`requirePosition`)
 * says so until the coordinates are there.
 */
import { Button, Input, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { hasPosition, placeFromPosition, placeOf, placeWithAddress } from '../values';
import type { ControlProps, FieldOf } from './types';

export function LocationControl(p: ControlProps<FieldOf<'location'>>) {
  const tr = useT();
  const [busy, setBusy] = useState(false);
  const place = placeOf(p.value);
  function locate() {
    if (!navigator.geolocation) return void Toast.show({ content: tr('h5Forms.location.failed') });
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setBusy(false);
        p.onChange(placeFromPosition(pos.coords, place?.address));
      },
      () => {
        setBusy(false);
        Toast.show({ content: tr('h5Forms.location.failed') });
      },
      { enableHighAccuracy: true, timeout: 15000 },
    );
  }
  return (
    <div data-testid={p.testId}>
      <Input value={place?.address ?? ''} disabled={p.disabled} maxLength={200} placeholder={tr('h5Forms.location.address')} onChange={(address) => p.onChange(placeWithAddress(p.value, address))} />
      {hasPosition(place) ? (
        <div className="ff-help" data-testid={`${p.testId}-position`}>
          {place.lat}, {place.lng}
        </div>
      ) : p.field.requirePosition && !p.disabled ? (
        <div className="ff-help">{tr('h5Forms.location.needPosition')}</div>
      ) : null}
      {p.disabled ? null : (
        <Button size="small" loading={busy} onClick={locate}>
          {busy ? tr('h5Forms.location.getting') : tr('h5Forms.location.get')}
        </Button>
      )}
    </div>
  );
}
