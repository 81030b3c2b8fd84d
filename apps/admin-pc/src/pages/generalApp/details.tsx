/** generalAppPc/details: one appointment — applicant, no-shows, history; approve, reject or send a note. */
import { generalApp, type OutputOf } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, PageContainer, ProDescriptions, ProFormTextArea } from '@ant-design/pro-components';
import { history, Navigate, useSearchParams } from '@umijs/max';
import { Button, Card, Space, Timeline, message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useLang } from '@/lib/lang';
import { call } from '@/services/api';
import { StatusTag } from './components/columns';
import { timeText } from '@/lib/time';
import { useGaRights } from './components/rights';

type Detail = OutputOf<typeof generalApp.adminDetail>;

export default function AppointmentDetails() {
  useLang();
  const rights = useGaRights();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [a, setA] = useState<Detail | null>(null);
  const load = useCallback(() => {
    if (id) void call(generalApp.adminDetail, { id }).then(setA, () => setA(null));
  }, [id]);
  useEffect(load, [load]);

  async function decide(approve: boolean, reason = '') {
    try {
      await call(generalApp.decide, { id, approve, reason });
      void message.success(t(approve ? 'adminGeneralApp.action.approved' : 'adminGeneralApp.action.rejected'));
      load();
      return true;
    } catch {
      return false;
    }
  }

  // Opened without an appointment (a bookmark, a typed address): the list is where one is picked.
  if (!id) return <Navigate to="/booking/generalApp" replace />;
  return (
    <PageContainer
      title={t('adminGeneralApp.detail.title')}
      extra={<Button onClick={() => history.back()}>{t('adminGeneralApp.information.back')}</Button>}
    >
      {a ? (
        <Space direction="vertical" style={{ width: '100%' }} size={16}>
          <Card>
            <ProDescriptions column={2} dataSource={a}>
              <ProDescriptions.Item label={t('adminGeneralApp.col.space')}>{a.spaceName}</ProDescriptions.Item>
              <ProDescriptions.Item label={t('adminGeneralApp.col.status')}>
                <StatusTag status={a.status} />
              </ProDescriptions.Item>
              <ProDescriptions.Item
                label={t('adminGeneralApp.col.date')}
              >{`${a.day} ${a.from}-${a.to}`}</ProDescriptions.Item>
              <ProDescriptions.Item
                label={t('adminGeneralApp.col.applicant')}
              >{`${a.userName} ${a.number}`}</ProDescriptions.Item>
              <ProDescriptions.Item label={t('adminGeneralApp.col.contact')}>{a.contact}</ProDescriptions.Item>
              <ProDescriptions.Item label={t('adminGeneralApp.col.attendees')}>{a.attendees}</ProDescriptions.Item>
              <ProDescriptions.Item label={t('adminGeneralApp.col.purpose')}>{a.purpose}</ProDescriptions.Item>
              <ProDescriptions.Item label={t('adminGeneralApp.detail.noShows')}>{a.noShows}</ProDescriptions.Item>
              <ProDescriptions.Item label={t('adminGeneralApp.col.checkedAt')}>
                {a.checkedAt ? `${timeText(a.checkedAt)} · ${a.checkedBy}` : '-'}
              </ProDescriptions.Item>
              <ProDescriptions.Item label={t('adminGeneralApp.action.reason')}>{a.reason || '-'}</ProDescriptions.Item>
            </ProDescriptions>
            <Space>
              {rights.canGeneralAppApprove && a.status === 'pending' ? (
                <>
                  <Button type="primary" onClick={() => void decide(true)}>
                    {t('adminGeneralApp.action.approve')}
                  </Button>
                  <ModalForm<{ reason: string }>
                    title={t('adminGeneralApp.action.rejectTitle')}
                    trigger={<Button danger>{t('adminGeneralApp.action.reject')}</Button>}
                    modalProps={{ destroyOnClose: true }}
                    onFinish={(v) => decide(false, v.reason)}
                  >
                    <ProFormTextArea
                      name="reason"
                      label={t('adminGeneralApp.action.reason')}
                      rules={[{ required: true }]}
                      fieldProps={{ maxLength: 500 }}
                    />
                  </ModalForm>
                </>
              ) : null}
              {rights.manage ? (
                <ModalForm<{ note: string }>
                  title={t('adminGeneralApp.action.adviseTitle')}
                  trigger={<Button>{t('adminGeneralApp.action.advise')}</Button>}
                  modalProps={{ destroyOnClose: true }}
                  onFinish={async (v) => {
                    try {
                      await call(generalApp.advise, { id, note: v.note });
                      void message.success(t('adminGeneralApp.action.sent'));
                      load();
                      return true;
                    } catch {
                      return false;
                    }
                  }}
                >
                  <ProFormTextArea
                    name="note"
                    label={t('adminGeneralApp.col.note')}
                    rules={[{ required: true }]}
                    fieldProps={{ maxLength: 1000 }}
                  />
                </ModalForm>
              ) : null}
            </Space>
          </Card>
          <Card title={t('adminGeneralApp.detail.timeline')}>
            <Timeline
              items={a.events.map((e) => ({
                key: e.id,
                children: `${e.atText} · ${t(`adminGeneralApp.event.${e.kind}`)}${e.by ? ` · ${e.by}` : ''}${e.note ? ` · ${e.note}` : ''}`,
              }))}
            />
          </Card>
        </Space>
      ) : null}
    </PageContainer>
  );
}
