/**
 * Send a message to a target group (message.send, `message.send`): title, plain-text body, a
 * portal link, a category and the audience (the same picker as content). Each member gets a
 * copy in their message centre, pushed live unless their do-not-disturb settings hold it.
 */
import { message as messageApi, MESSAGE_LINK_RE, type Audience } from '@campus/api';
import { t, tOr } from '@campus/i18n';
import { PageContainer, ProForm, ProFormItem, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { AutoComplete, Card, Form, Result } from 'antd';
import { useState } from 'react';
import { markFieldError } from '@/lib/form';
import { useLang } from '@/lib/lang';
import { call } from '@/services/api';
import { cleanAudience } from '../content/components/audience';
import { AudiencePicker, audienceRule } from '../content/components/AudiencePicker';
import { useAudienceOptions } from '../content/components/audienceOptions';

interface Values {
  title: string;
  body?: string;
  link?: string;
  category?: string;
  audience: Audience;
}

/** Categories the portal's modules use; any other lower-case key is allowed too. */
const MESSAGE_CATEGORIES = ['notice', 'news', 'system', 'activity', 'todo'];
const CATEGORY = /^[a-z0-9_-]{1,32}$/;

export default function MessagesPage() {
  useLang();
  const [form] = Form.useForm<Values>();
  const audienceOptions = useAudienceOptions();
  const [sent, setSent] = useState<{ title: string; recipients: number } | null>(null);

  return (
    <PageContainer title={t('admin.menu.messages')} content={t('adminContent.messages.help')}>
      <Card>
        {sent && (
          <div data-testid="message-sent">
            <Result status="success" title={t('adminContent.messages.sent', { n: sent.recipients })} subTitle={sent.title} style={{ padding: '8px 0 24px' }} />
          </div>
        )}
        <ProForm<Values>
          form={form}
          layout="vertical"
          style={{ maxWidth: 880 }}
          initialValues={{ category: 'notice', audience: { site: true } }}
          submitter={{ searchConfig: { submitText: t('adminContent.messages.send') }, resetButtonProps: false }}
          onFinish={async (v) => {
            try {
              const res = await call(messageApi.send, {
                title: v.title,
                body: v.body ?? '',
                link: v.link ?? '',
                category: v.category ?? '',
                audience: cleanAudience(v.audience),
              });
              setSent({ title: v.title, recipients: res.recipients });
              form.resetFields();
              return true;
            } catch (err) {
              markFieldError(form, err);
              return false;
            }
          }}
        >
          <ProFormText name="title" label={t('adminContent.messages.title')} rules={[{ required: true, max: 200 }]} />
          <ProFormTextArea name="body" label={t('adminContent.messages.body')} rules={[{ max: 5000 }]} fieldProps={{ rows: 5, showCount: true, maxLength: 5000 }} />
          <ProFormText
            name="link"
            label={t('adminContent.messages.link')}
            extra={t('adminContent.messages.linkHelp')}
            rules={[{ pattern: MESSAGE_LINK_RE, message: t('adminContent.messages.linkRule') }]}
          />
          <ProFormItem name="category" label={t('adminContent.messages.category')} rules={[{ pattern: CATEGORY, message: t('adminContent.messages.categoryRule') }]}>
            <AutoComplete
              options={MESSAGE_CATEGORIES.map((c) => ({ value: c, label: `${tOr(`adminContent.messages.categories.${c}`, c)} (${c})` }))}
              data-testid="message-category"
            />
          </ProFormItem>
          <ProFormItem name="audience" label={t('adminContent.fields.audience')} rules={[audienceRule]} required>
            <AudiencePicker options={audienceOptions} />
          </ProFormItem>
        </ProForm>
      </Card>
    </PageContainer>
  );
}
