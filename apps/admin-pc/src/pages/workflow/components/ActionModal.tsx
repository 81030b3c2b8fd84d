/**
 * The dialog of one action on an item: a comment (required where the action needs a reason), the
 * person for a transfer, delegation or added signer, the step a return goes back to. It calls the
 * server itself so the item view handles one outcome: done, or someone else acted first (10009).
 */
import { TO_APPLICANT, workflow, type Act, type InstanceDetail } from '@campus/api';
import { textIn } from '@campus/api/forms';
import { t } from '@campus/i18n';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useLang } from '@/lib/lang';
import { call } from '@/services/api';
import { PERSON_ACTIONS, REASON_REQUIRED, TASK_ACTIONS, type ItemAction } from '../actions';
import { PeopleSelect, type Person } from '@/components/PeopleSelect';

interface Props {
  action: ItemAction | null;
  detail: InstanceDetail;
  /** approve: the changed values of the fields this step may edit. */
  values?: Record<string, unknown>;
  onClose: () => void;
  /** Resolves when the call succeeded; rejects with the ApiError otherwise. */
  onDone: (action: ItemAction, run: () => Promise<unknown>) => Promise<void>;
}

export function ActionModal({ action, detail, values, onClose, onDone }: Props) {
  const lang = useLang();
  const [comment, setComment] = useState('');
  const [person, setPerson] = useState<Person[]>([]);
  const [toStep, setToStep] = useState<string>(TO_APPLICANT);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);

  useEffect(() => {
    setComment('');
    setPerson([]);
    setToStep(detail.returnTargets[0]?.key ?? TO_APPLICANT);
    setTried(false);
  }, [action, detail]);

  if (!action) return null;
  const needsReason = REASON_REQUIRED.has(action);
  const needsPerson = PERSON_ACTIONS.has(action);
  const missing = (needsReason && !comment.trim()) || (needsPerson && person.length === 0);
  const id = detail.instance.id;

  const run = (): Promise<unknown> => {
    const c = comment.trim();
    if (TASK_ACTIONS.has(action) && detail.task) {
      return call(
        workflow.act,
        {
          taskId: detail.task.id,
          action: action as Act,
          comment: c,
          attachments: [],
          ...(action === 'return' ? { toStep } : {}),
          ...(needsPerson ? { userId: person[0]?.id } : {}),
          ...(action === 'approve' && values ? { values } : {}),
        },
        { silent: true, json: true },
      );
    }
    if (action === 'withdraw') return call(workflow.withdraw, { id, comment: c }, { silent: true });
    if (action === 'terminate') return call(workflow.terminate, { id, comment: c }, { silent: true });
    return call(workflow.comment, { id, comment: c, attachments: [] }, { silent: true, json: true });
  };

  const submit = async () => {
    setTried(true);
    if (missing) return;
    setBusy(true);
    try {
      await onDone(action, run);
      onClose();
    } catch {
      // onDone told the user; the dialog stays open unless the item moved on (onDone closes it then).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t(`adminWorkflow.act.${action}`)}
      okText={t(`adminWorkflow.act.${action}`)}
      okButtonProps={{ danger: action === 'reject' || action === 'terminate', loading: busy, ...{ 'data-testid': 'act-confirm' } }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnClose
    >
      <Form layout="vertical" component="div">
        {action === 'approve' && values ? <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('adminWorkflow.act.changed', { n: Object.keys(values).length })} /> : null}
        {action === 'return' ? (
          <Form.Item label={t('adminWorkflow.act.returnTo')} required>
            <Select
              data-testid="return-to"
              value={toStep}
              options={detail.returnTargets.map((r) => ({ value: r.key, label: r.key === TO_APPLICANT ? t('adminWorkflow.act.toApplicant') : textIn(r.name, lang) }))}
              onChange={setToStep}
            />
          </Form.Item>
        ) : null}
        {needsPerson ? (
          <Form.Item label={t(`adminWorkflow.act.person_${action as 'transfer'}`)} required validateStatus={tried && !person.length ? 'error' : undefined} help={tried && !person.length ? t('adminWorkflow.act.pickPerson') : undefined}>
            <PeopleSelect single testId="act-person" value={person} onChange={setPerson} />
          </Form.Item>
        ) : null}
        <Form.Item
          label={needsReason ? t('adminWorkflow.act.reason') : t('adminWorkflow.act.comment')}
          required={needsReason}
          validateStatus={tried && needsReason && !comment.trim() ? 'error' : undefined}
          help={tried && needsReason && !comment.trim() ? t('adminWorkflow.act.reasonRequired') : undefined}
        >
          <Input.TextArea data-testid="act-comment" rows={3} maxLength={1000} showCount value={comment} onChange={(e) => setComment(e.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
