/**
 * The form designer (/forms/edit?id=): starts from the current version (or the template chosen on
 * creation), edits fields, groups, rules and linkage, shows the server's check as it goes, previews
 * on a phone and at desktop width, and publishes a new version (earlier submissions keep theirs).
 */
import { forms } from '@campus/api';
import { ApiError } from '@campus/api/client';
import type { FormSchema } from '@campus/api/forms';
import { t } from '@campus/i18n';
import { PageContainer } from '@ant-design/pro-components';
import { history, useSearchParams } from '@umijs/max';
import { Button, Card, message, Space, Spin, Tabs } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLang } from '@/lib/lang';
import { call } from '@/services/api';
import { errorText } from '@/services/errors';
import { fieldAtPath } from './designer';
import { issuesOf, type Problem } from './problems';
import { startSchema } from './starts';
import { DesignPane } from './components/DesignPane';
import { GroupsEditor } from './components/GroupsEditor';
import { JsonView } from './components/JsonView';
import { LinkageEditor } from './components/LinkageEditor';
import { Preview } from './components/Preview';
import { Problems } from './components/Problems';
import { RulesEditor } from './components/RulesEditor';

export default function FormEditPage() {
  useLang();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const template = params.get('template');
  const [schema, setSchema] = useState<FormSchema | null>(null);
  const [title, setTitle] = useState('');
  const [version, setVersion] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problem[] | null>(null);
  const [tab, setTab] = useState('design');
  const [publishing, setPublishing] = useState(false);

  useEffect(() => {
    // A published form opens at its current version; a new one at the template chosen on creation.
    call(forms.open, { id }, { silent: true }).then(
      (d) => {
        setSchema(d.version.schema);
        setTitle(d.form.name);
        setVersion(d.version.version);
      },
      () => setSchema(startSchema(template)),
    );
  }, [id, template]);

  // The server's check, a moment after the last edit (JSON body: a schema is typed data, not form fields).
  useEffect(() => {
    if (!schema) return undefined;
    const timer = setTimeout(() => {
      call(forms.check, { schema }, { silent: true, json: true }).then((d) => setProblems(d.problems), () => undefined);
    }, 500);
    return () => clearTimeout(timer);
  }, [schema]);

  const faulty = useMemo(() => new Set((schema ? problems ?? [] : []).map((p) => (schema ? fieldAtPath(schema, p.path) : null)).filter((x): x is string => x !== null)), [schema, problems]);

  const publish = async () => {
    if (!schema) return;
    setPublishing(true);
    try {
      const r = await call(forms.publish, { id, schema }, { silent: true, json: true });
      void message.success(t('adminForms.published', { version: r.version }));
      history.push('/forms/list');
    } catch (err) {
      const issues = err instanceof ApiError ? issuesOf(err.d) : [];
      if (issues.length) setProblems(issues);
      else if (err instanceof ApiError && !err.handled) void message.error(errorText(err));
    } finally {
      setPublishing(false);
    }
  };

  if (!schema) return <Spin style={{ margin: 48 }} />;
  const pick = (fid: string) => {
    setSelected(fid);
    setTab('design');
  };
  return (
    <PageContainer
      title={`${t('adminForms.designTitle')}${title ? ` · ${title}` : ''}`}
      subTitle={version ? t('adminForms.currentVersion', { version }) : t('forms.status.draft')}
      onBack={() => history.push('/forms/list')}
      extra={
        <Space>
          <Button type="primary" loading={publishing} disabled={(problems?.length ?? 0) > 0} onClick={() => void publish()} data-testid="publish">
            {t('adminForms.publish')}
          </Button>
        </Space>
      }
    >
      <Problems schema={schema} problems={problems} onPick={pick} />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'design', label: t('adminForms.tab.design'), children: <DesignPane schema={schema} onSchema={setSchema} selected={selected} onSelect={setSelected} faulty={faulty} /> },
            { key: 'groups', label: t('adminForms.tab.groups'), children: <GroupsEditor schema={schema} onSchema={setSchema} /> },
            { key: 'rules', label: t('adminForms.tab.rules'), children: <RulesEditor schema={schema} onSchema={setSchema} /> },
            { key: 'linkage', label: t('adminForms.tab.linkage'), children: <LinkageEditor schema={schema} onSchema={setSchema} /> },
            { key: 'json', label: t('adminForms.tab.json'), children: <JsonView schema={schema} onSchema={setSchema} /> },
            { key: 'preview', label: t('adminForms.tab.preview'), children: <Preview schema={schema} /> },
          ]}
          destroyInactiveTabPane
        />
      </Card>
    </PageContainer>
  );
}
