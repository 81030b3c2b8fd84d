/**
 * center/sweepCode (and the Bjtu, Buaa, Rls variants): scan a personal QR code with the camera,
 * pick a photo of one, or type it; the server verifies the code and says whose it is.
 */
import { type ScannedPerson } from '@campus/api';
import { Avatar, Result } from 'antd-mobile';
import { useState } from 'react';
import { api } from '../../../lib/api';
import type { ScreenProps } from '../../../route-types';
import { errorText } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { QrScan } from '../../../shared/QrScan';
import { centerApi } from '../../../lib/endpoints';

export default function SweepCode(props: ScreenProps) {
  const [person, setPerson] = useState<ScannedPerson | null>(null);
  const [failure, setFailure] = useState('');

  async function verify(code: string) {
    setFailure('');
    try {
      const d = await api(centerApi.qrcodeVerify, { code: code.trim(), purpose: props.variant ? `sweep:${props.variant}` : 'identity' }, { loading: true });
      setPerson(d.person);
    } catch (err) {
      setPerson(null);
      setFailure(errorText(err));
    }
  }

  return (
    <Page page="sweep">
      <QrScan onCode={(code) => void verify(code)} />
      {person ? (
        <div className="page-card row" data-testid="scanned-person" style={{ marginTop: 12 }}>
          <Avatar src={person.avatar} />
          <div className="grow">
            <div className="page-title">{person.name}</div>
            <div className="muted">{[person.number, person.department].filter(Boolean).join(' · ')}</div>
          </div>
        </div>
      ) : null}
      {failure ? <Result status="error" title={failure} /> : null}
    </Page>
  );
}
