/** Ready-made approvals (/workflow/templates): each as a card; installing creates its form and process on this site, then links to both. */
import { workflow, type TemplateInfo } from '@campus/api';
import { textIn } from '@campus/api/forms';
import { t, tOr } from '@campus/i18n';
import { PageContainer } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, Card, Col, Empty, message, Row, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useLang } from '@/lib/lang';
import { call } from '@/services/api';

export default function TemplatesPage() {
  const lang = useLang();
  const [list, setList] = useState<TemplateInfo[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const load = () => void call(workflow.templates, {}).then((d) => setList(d.list), () => setList([]));
  useEffect(load, []);

  const install = async (key: string) => {
    setBusy(key);
    try {
      await call(workflow.installTemplate, { key });
      message.success(t('adminWorkflow.templates.installed'));
      load();
    } catch {
      // The request layer showed why.
    } finally {
      setBusy(null);
    }
  };

  return (
    <PageContainer title={t('adminWorkflow.templates.title')} content={t('adminWorkflow.templates.intro')}>
      {list === null ? (
        <Spin />
      ) : list.length === 0 ? (
        <Empty />
      ) : (
        <Row gutter={[16, 16]}>
          {list.map((x) => (
            <Col key={x.key} xs={24} md={12} xl={8} xxl={6}>
              <Card
                size="small"
                data-template={x.key}
                title={textIn(x.name, lang)}
                extra={
                  <Space size={4}>
                    <Tag>{tOr(`adminWorkflow.category.${x.category}`, x.category)}</Tag>
                    {x.formId ? <Tag color="green">{t('adminWorkflow.templates.isInstalled')}</Tag> : null}
                  </Space>
                }
                actions={
                  x.formId
                    ? [
                        <a key="form" onClick={() => history.push(`/forms/edit?id=${encodeURIComponent(x.formId ?? '')}`)}>{t('adminWorkflow.templates.form')}</a>,
                        <a key="process" onClick={() => history.push(`/workflow/process?formId=${encodeURIComponent(x.formId ?? '')}`)}>{t('adminWorkflow.templates.process')}</a>,
                      ]
                    : [
                        <Button key="install" type="link" loading={busy === x.key} data-testid={`install-${x.key}`} onClick={() => void install(x.key)}>
                          {t('adminWorkflow.templates.install')}
                        </Button>,
                      ]
                }
              >
                <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, tooltip: true }} style={{ minHeight: 44, marginBottom: 0 }}>
                  {textIn(x.description, lang)}
                </Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </PageContainer>
  );
}
