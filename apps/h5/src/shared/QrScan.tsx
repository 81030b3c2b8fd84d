/**
 * Reading a code on the phone: scan it with the rear camera, pick a photo of it, or type it.
 * Every screen that scans (personal codes, tickets, vouchers, sign-in, seats) uses this panel and
 * gets the decoded text in `onCode`; what the text means is the screen's business.
 */
import { Button, Input, List, Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../lib/i18n';
import { decodeFile, startCamera } from './scanner';

export interface QrScanProps {
  onCode: (code: string) => void;
  /** Label of the manual entry's button (default: verify). */
  submitLabel?: string;
  /** Placeholder of the manual entry (default: code content). */
  placeholder?: string;
  /** Hide the manual entry (e.g. a rotating code that only makes sense scanned). */
  noManual?: boolean;
  testId?: string;
}

export function QrScan(props: QrScanProps) {
  const tr = useT();
  const video = useRef<HTMLVideoElement>(null);
  const stopRef = useRef<(() => void) | null>(null);
  const [scanning, setScanning] = useState(false);
  const [manual, setManual] = useState('');

  useEffect(() => () => stopRef.current?.(), []);

  async function camera() {
    if (!video.current) return;
    try {
      setScanning(true);
      stopRef.current = await startCamera(video.current, (code) => {
        setScanning(false);
        props.onCode(code);
      });
    } catch {
      setScanning(false);
      Toast.show({ content: tr('h5.sweep.noCamera') });
    }
  }

  async function onFile(file: File | undefined) {
    if (!file) return;
    const code = await decodeFile(file).catch(() => null);
    if (code) props.onCode(code);
    else Toast.show({ content: tr('h5.sweep.notFound') });
  }

  return (
    <div data-testid={props.testId}>
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
      {props.noManual ? null : (
        <List mode="card" header={tr('h5.sweep.manual')}>
          <List.Item
            extra={
              <Button
                size="small"
                color="primary"
                disabled={!manual.trim()}
                onClick={() => {
                  props.onCode(manual.trim());
                }}
              >
                {props.submitLabel ?? tr('h5.sweep.verify')}
              </Button>
            }
          >
            <Input value={manual} onChange={setManual} placeholder={props.placeholder ?? tr('h5.sweep.manualPlaceholder')} />
          </List.Item>
        </List>
      )}
    </div>
  );
}
