/** A place from the browser's geolocation, with a line to say where it is in words. */
import { Button, Input, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { placeFromPosition, placeOf } from '../values';
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
      {place ? (
        <Input value={place.address} disabled={p.disabled} placeholder={tr('h5Forms.location.address')} onChange={(address) => p.onChange({ ...place, address })} />
      ) : null}
      {p.disabled ? null : (
        <Button size="small" loading={busy} onClick={locate}>
          {busy ? tr('h5Forms.location.getting') : tr('h5Forms.location.get')}
        </Button>
      )}
    </div>
  );
}
