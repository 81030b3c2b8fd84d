/**
 * The sheet an action opens: where a return goes, the person of a hand-over, the comment
 * (required to reject or return) and attachments. It checks what the action needs
 * (model.actInput's rules) and hands the filled sheet to the page, which sends it.
 */
import type { InstanceDetail } from '@campus/api';
import { textIn } from '@campus/api/forms';
import { Button, Popup, Radio, Space, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useLang, useT } from '../../lib/i18n';
import { AttachPicker } from './AttachPicker';
import { needsComment, needsPerson, returnChoices, type Attachment, type BarAction, type SheetInput } from './model';
import { PersonPicker, type Person } from './PersonPicker';

export function ActSheet(p: {
  action: BarAction | null;
  returnTargets: InstanceDetail['returnTargets'];
  sending: boolean;
  onClose: () => void;
  onSend: (s: SheetInput) => void;
}) {
  const tr = useT();
  const lang = useLang();
  const [comment, setComment] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [toStep, setToStep] = useState<string | undefined>();
  const [person, setPerson] = useState<Person | undefined>();
  const a = p.action;
  if (!a) return null;
  const required = needsComment(a);
  const withFiles = a !== 'resubmit' && a !== 'withdraw';
  function send() {
    if (!a) return;
    if (a === 'return' && !toStep) return void Toast.show({ content: tr('h5Workflow.sheet.chooseStep') });
    if (needsPerson(a) && !person) return void Toast.show({ content: tr('h5Workflow.sheet.personRequired') });
    if (required && !comment.trim()) return void Toast.show({ content: tr('h5Workflow.sheet.commentRequired') });
    p.onSend({ comment, attachments, toStep, person });
  }
  return (
    <Popup visible onMaskClick={p.onClose} bodyClassName="wf-sheet" destroyOnClose>
      <div className="wf-sheet-body" data-testid="wf-sheet" data-action={a}>
        <h3 className="wf-sheet-title">{tr(`h5Workflow.act.${a}`)}</h3>
        {a === 'return' ? (
          <section>
            <div className="wf-label">{tr('h5Workflow.sheet.returnTo')}</div>
            <Radio.Group value={toStep ?? null} onChange={(v) => setToStep(String(v))}>
              <Space direction="vertical" block>
                {returnChoices(p.returnTargets).map((t) => (
                  <Radio key={t.key} value={t.key} className="wf-radio" data-testid={`wf-return-${t.key}`}>
                    {t.name === null ? tr('h5Workflow.sheet.toApplicant') : textIn(t.name, lang)}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </section>
        ) : null}
        {needsPerson(a) ? (
          <section>
            <div className="wf-label">{tr('h5Workflow.sheet.person')}</div>
            <PersonPicker value={person} onChange={setPerson} />
          </section>
        ) : null}
        <section>
          <div className="wf-label">
            {required ? <span className="wf-req">*</span> : null}
            {tr('h5Workflow.sheet.comment')}
          </div>
          <TextArea value={comment} onChange={setComment} maxLength={1000} showCount autoSize={{ minRows: 3, maxRows: 6 }}
            placeholder={tr(required ? 'h5Workflow.sheet.commentPlaceholderRequired' : 'h5Workflow.sheet.commentPlaceholder')} data-testid="wf-comment" />
        </section>
        {withFiles ? <AttachPicker value={attachments} onChange={setAttachments} /> : null}
        <div className="wf-sheet-actions">
          <Button size="large" onClick={p.onClose}>{tr('h5Workflow.sheet.cancel')}</Button>
          <Button size="large" color={a === 'reject' ? 'danger' : 'primary'} loading={p.sending} onClick={send} data-testid="wf-sheet-send">
            {tr(`h5Workflow.act.${a}`)}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
