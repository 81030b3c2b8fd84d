/**
 * center/sweepCode (and the Bjtu, Buaa, Rls variants): scan a personal QR code with the camera,
 * pick a photo of one, or type it; the server verifies the code and says whose it is.
 */
import { type ScannedPerson } from '@campus/api';
import { Avatar, Button, Input, List, Result, Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import type { ScreenProps } from '../../../route-types';
import { errorText } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { decodeFile, startCamera } from './scanner';
import { centerApi } from '../../../lib/endpoints';

export default function SweepCode(props: ScreenProps) {
  const tr = useT();
  const video = useRef<HTMLVideoElement>(null);
  const stopRef = useRef<(() => void) | null>(null);
  const [scanning, setScanning] = useState(false);
  const [manual, setManual] = useState('');
  const [person, setPerson] = useState<ScannedPerson | null>(null);
  const [failure, setFailure] = useState('');

  useEffect(() => () => stopRef.current?.(), []);

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

  async function camera() {
    if (!video.current) return;
    try {
      setScanning(true);
      stopRef.current = await startCamera(video.current, (code) => {
        setScanning(false);
        void verify(code);
      });
    } catch {
      setScanning(false);
      Toast.show({ content: tr('h5.sweep.noCamera') });
    }
  }

  async function onFile(file: File | undefined) {
    if (!file) return;
    const code = await decodeFile(file).catch(() => null);
    if (code) void verify(code);
    else Toast.show({ content: tr('h5.sweep.notFound') });
  }

  return (
    <Page page="sweep">
      <div className="page-card scanner">
        <video ref={video} muted hidden={!scanning} />
        <div className="row">
          {scanning ? (
            <Button
              block
              onClick={() => {
                stopRef.current?.();
                setScanning(false);
              }}
            >
              {tr('common.cancel')}
            </Button>
          ) : (
            <Button block color="primary" onClick={() => void camera()}>
              {tr('h5.sweep.camera')}
            </Button>
          )}
          <label className="adm-button adm-button-default adm-button-block adm-button-shape-default">
            {tr('h5.sweep.pick')}
            <input type="file" accept="image/*" hidden onChange={(e) => void onFile(e.target.files?.[0])} />
          </label>
        </div>
      </div>
      <List header={tr('h5.sweep.manual')}>
        <List.Item
          extra={
            <Button size="small" color="primary" disabled={!manual.trim()} onClick={() => void verify(manual)}>
              {tr('h5.sweep.verify')}
            </Button>
          }
        >
          <Input value={manual} onChange={setManual} placeholder={tr('h5.sweep.manualPlaceholder')} />
        </List.Item>
      </List>
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
