/**
 * Spec section 2: image, message (default 网络错误), a back button one step back in history, and
 * the hidden 意见反馈 dialog whose 提交 only closes it (the spec: no call is made).
 */
import { useState } from 'react';
import { useT } from '../lib/i18n';
import { StatusView, staticImage } from './StatusView';

export default function NetworkError(props: { message?: string | undefined }) {
  const tr = useT();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  return (
    <StatusView page="network-error" image={staticImage('network.svg')} title={props.message || tr('common.networkError')}>
      <button type="button" className="btn btn-outline" onClick={() => history.back()}>
        {tr('common.back')}
      </button>
      <button type="button" className="feedback-link" onClick={() => setOpen(true)}>
        {tr('common.feedback')}
      </button>
      {open ? (
        <div className="modal-mask" role="presentation">
          <div className="modal" role="dialog" aria-label={tr('common.feedback')}>
            <div className="modal-title">{tr('common.feedback')}</div>
            <textarea rows={4} placeholder={tr('common.feedbackPlaceholder')} value={text} onChange={(e) => setText(e.target.value)} />
            <button type="button" className="btn" onClick={() => setOpen(false)}>
              {tr('common.submit')}
            </button>
          </div>
        </div>
      ) : null}
    </StatusView>
  );
}
