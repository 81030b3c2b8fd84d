/** What a manager does with one item: edit, preview, publish (now or scheduled), withdraw, pin, statistics, delete a draft. */
import { content, type ContentCategory, type ContentItem } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProFormDateTimePicker, ProFormDependency, ProFormRadio } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Dropdown, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { toSeconds } from '@/lib/table';
import { call } from '@/services/api';
import type { AudienceOptions } from './audienceOptions';
import { ContentDrawer } from './ContentDrawer';
import { PreviewModal } from './PreviewModal';

function PublishForm(props: { item: ContentItem; open: boolean; onOpenChange: (o: boolean) => void; onDone: () => void }) {
  return (
    <ModalForm<{ mode: 'now' | 'schedule'; publishAt?: unknown }>
      title={t('adminContent.publishTitle', { title: props.item.title })}
      open={props.open}
      onOpenChange={props.onOpenChange}
      width={460}
      modalProps={{ destroyOnHidden: true }}
      initialValues={{ mode: 'now' }}
      onFinish={async (v) => {
        try {
          await call(content.publish, { id: props.item.id, ...(v.mode === 'schedule' ? { publishAt: toSeconds(v.publishAt) } : {}) });
          props.onDone();
          return true;
        } catch {
          return false;
        }
      }}
    >
      <ProFormRadio.Group
        name="mode"
        radioType="button"
        options={[
          { value: 'now', label: t('adminContent.publishNow') },
          { value: 'schedule', label: t('adminContent.publishSchedule') },
        ]}
      />
      <ProFormDependency name={['mode']}>
        {({ mode }: { mode?: string }) =>
          mode === 'schedule' ? (
            <ProFormDateTimePicker
              name="publishAt"
              label={t('adminContent.fields.publishAt')}
              rules={[
                {
                  validator: async (_: unknown, v: unknown) => {
                    const s = toSeconds(v);
                    if (s === undefined) throw new Error(t('adminContent.fields.publishAtRequired'));
                    if (s * 1000 <= Date.now()) throw new Error(t('adminContent.fields.publishAtFuture'));
                  },
                },
              ]}
            />
          ) : null
        }
      </ProFormDependency>
    </ModalForm>
  );
}

export function RowActions(props: { item: ContentItem; categories: ContentCategory[]; audienceOptions: AudienceOptions; canStats: boolean; reload: () => void }) {
  const { item, reload } = props;
  const [publishing, setPublishing] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const run = (p: Promise<unknown>) => void p.then(reload, () => undefined);
  const live = item.status === 'published';
  const more = [
    { key: 'preview', label: t('adminContent.preview') },
    { key: 'pin', label: item.pinned ? t('adminContent.actions.unpin') : t('adminContent.actions.pin') },
    ...(props.canStats ? [{ key: 'stats', label: t('adminContent.actions.stats') }] : []),
  ];
  return (
    <Space size="middle" data-testid={`row-actions-${item.id}`}>
      <ContentDrawer
        kind={item.kind}
        item={item}
        categories={props.categories}
        audienceOptions={props.audienceOptions}
        onDone={reload}
        trigger={<a data-testid="content-edit">{t('adminContent.actions.edit')}</a>}
      />
      {live ? (
        <Popconfirm title={t('adminContent.withdrawConfirm')} onConfirm={() => run(call(content.withdraw, { id: item.id }))}>
          <a data-testid="content-withdraw">{t('adminContent.actions.withdraw')}</a>
        </Popconfirm>
      ) : (
        <a data-testid="content-publish" onClick={() => setPublishing(true)}>
          {t('adminContent.actions.publish')}
        </a>
      )}
      {item.status === 'draft' && (
        <Popconfirm title={t('adminContent.deleteConfirm')} onConfirm={() => run(call(content.remove, { id: item.id }))}>
          <a data-testid="content-delete">{t('adminContent.actions.delete')}</a>
        </Popconfirm>
      )}
      <Dropdown
        menu={{
          items: more,
          onClick: ({ key }) => {
            if (key === 'preview') setPreview(item.body);
            else if (key === 'pin') run(call(content.pin, { id: item.id, pinned: !item.pinned }));
            else if (key === 'stats') history.push(`/content/stats/${item.id}`);
          },
        }}
      >
        <a data-testid="content-more">{t('adminContent.actions.more')}</a>
      </Dropdown>
      <PublishForm item={item} open={publishing} onOpenChange={setPublishing} onDone={reload} />
      <PreviewModal html={preview} title={item.title} onClose={() => setPreview(null)} />
    </Space>
  );
}
