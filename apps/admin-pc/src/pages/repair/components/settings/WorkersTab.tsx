/**
 * Repair workers (users holding repair.work through a role): duty switched in the row, skills
 * (the categories they may be assigned) edited in a dialog. Only on-duty, skilled workers are
 * candidates on the board.
 */
import { repair, type RepairWorker } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProFormCheckbox, ProFormSwitch, ProTable } from '@ant-design/pro-components';
import { Alert, Form, Space, Switch, Tag, message } from 'antd';
import { markFieldError } from '@/lib/form';
import { call } from '@/services/api';
import { optionsOf, type SetupLists } from './lists';

interface Values {
  onDuty: boolean;
  skills: string[];
}

function SkillsForm(props: { worker: RepairWorker; lists: SetupLists; onSaved: () => void }) {
  const w = props.worker;
  const [form] = Form.useForm<Values>();
  return (
    <ModalForm<Values>
      form={form}
      title={`${w.name} · ${t('adminRepair.setup.skills')}`}
      trigger={<a data-testid={`worker-edit-${w.number}`}>{t('adminRepair.setup.edit')}</a>}
      width={520}
      initialValues={{ onDuty: w.onDuty, skills: w.skills }}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async (v) => {
        try {
          await call(repair.saveWorker, { userId: w.userId, onDuty: v.onDuty, skills: v.skills ?? [] });
        } catch (err) {
          markFieldError(form, err);
          return false;
        }
        message.success(t('adminRepair.setup.saved'));
        props.onSaved();
        return true;
      }}
    >
      <ProFormSwitch name="onDuty" label={t('adminRepair.setup.onDuty')} />
      <ProFormCheckbox.Group name="skills" label={t('adminRepair.setup.skills')} options={optionsOf(props.lists.categories)} />
    </ModalForm>
  );
}

export function WorkersTab(props: { lists: SetupLists; onSaved: () => void }) {
  const catName = new Map(props.lists.categories.map((c) => [c.id, c.name]));
  const setDuty = (w: RepairWorker, onDuty: boolean) =>
    void call(repair.saveWorker, { userId: w.userId, onDuty, skills: w.skills }).then(() => {
      message.success(t('adminRepair.setup.saved'));
      props.onSaved();
    }, () => undefined);
  return (
    <>
      {props.lists.workers.length === 0 ? <Alert type="info" showIcon message={t('adminRepair.setup.noWorkers')} style={{ marginBottom: 16 }} /> : null}
      <ProTable<RepairWorker>
        rowKey="userId"
        search={false}
        pagination={false}
        options={false}
        dataSource={props.lists.workers}
        columns={[
          { title: t('adminRepair.setup.name'), dataIndex: 'name' },
          { title: t('adminRepair.setup.number'), dataIndex: 'number' },
          { title: t('adminRepair.setup.mobile'), dataIndex: 'mobile', render: (_, w) => w.mobile || '-' },
          {
            title: t('adminRepair.setup.onDuty'),
            dataIndex: 'onDuty',
            render: (_, w) => <Switch checked={w.onDuty} checkedChildren={t('adminRepair.setup.onDuty')} unCheckedChildren={t('adminRepair.setup.offDuty')} onChange={(v) => setDuty(w, v)} />,
          },
          {
            title: t('adminRepair.setup.skills'),
            dataIndex: 'skills',
            render: (_, w) => (
              <Space size={[4, 4]} wrap>
                {w.skills.map((s) => (
                  <Tag key={s}>{catName.get(s) ?? s}</Tag>
                ))}
              </Space>
            ),
          },
          { title: t('adminRepair.setup.open'), dataIndex: 'open', width: 100 },
          { title: t('adminRepair.actions'), valueType: 'option', width: 90, render: (_, w) => [<SkillsForm key="edit" worker={w} lists={props.lists} onSaved={props.onSaved} />] },
        ]}
      />
    </>
  );
}
