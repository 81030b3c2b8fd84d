/**
 * One site's profile: names and addresses, copyright, logo, flags, module variants and integrations
 * (JSON, checked before sending). Without `site` it creates a new site.
 */
import { admin, type AdminSite } from '@campus/api';
import { t } from '@campus/i18n';
import { DrawerForm, ProFormItem, ProFormSelect, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Divider, Form } from 'antd';
import type { ReactElement } from 'react';
import { markFieldError } from '@/lib/form';
import { call } from '@/services/api';
import { parseObject, parseVariants, pretty, type JsonCheck } from './json';
import { LogoField } from './LogoField';

interface Values {
  id: string;
  name: string;
  baseurl?: string;
  imgUrl?: string;
  loginPath?: string;
  logoutPath?: string;
  copyright?: string;
  logo?: string;
  hideAddService?: boolean;
  showMoveTips?: boolean;
  hiddenModules?: string[];
  variants?: string;
  integrations?: string;
}

const ADDRESS = /^$|^\/(?![/\\])\S*$|^https:\/\/[^\s/?#]+(\/\S*)?$/;

function jsonRule(check: (text: string) => JsonCheck) {
  return {
    validator: async (_: unknown, text: string | undefined) => {
      const r = check(text ?? '');
      if (!r.ok) throw new Error(t(`adminSites.json.${r.error}`, { detail: r.detail ?? '' }));
    },
  };
}

function initial(site?: AdminSite): Partial<Values> {
  if (!site) return { variants: '{}', integrations: '{}', hiddenModules: [] };
  return {
    ...site,
    hideAddService: site.flags.hideAddService,
    showMoveTips: site.flags.showMoveTips,
    hiddenModules: site.flags.hiddenModules,
    variants: pretty(site.variants),
    integrations: pretty(site.integrations),
  };
}

export function SiteDrawer(props: { trigger: ReactElement; site?: AdminSite; onDone: () => void }) {
  const { site } = props;
  const [form] = Form.useForm<Values>();
  const addressRule = { pattern: ADDRESS, message: t('adminSites.addressRule') };
  return (
    <DrawerForm<Values>
      form={form}
      title={site ? t('adminSites.editTitle', { name: site.name }) : t('adminSites.create')}
      trigger={props.trigger}
      width={640}
      drawerProps={{ destroyOnHidden: true }}
      initialValues={initial(site)}
      onFinish={async (v) => {
        const variants = parseVariants(v.variants ?? '');
        const integrations = parseObject(v.integrations ?? '');
        if (!variants.ok || !integrations.ok) return false;
        const body = {
          id: v.id,
          name: v.name,
          baseurl: v.baseurl ?? '',
          imgUrl: v.imgUrl ?? '',
          loginPath: v.loginPath ?? '',
          logoutPath: v.logoutPath ?? '',
          copyright: v.copyright ?? '',
          logo: v.logo ?? '',
          flags: { hideAddService: v.hideAddService ?? false, showMoveTips: v.showMoveTips ?? false, hiddenModules: v.hiddenModules ?? [] },
          variants: variants.value as Record<string, Record<string, unknown>>,
          integrations: integrations.value,
        };
        try {
          await call(site ? admin.sitesUpdate : admin.sitesCreate, body, { json: true });
        } catch (err) {
          markFieldError(form, err);
          return false;
        }
        props.onDone();
        return true;
      }}
    >
      <ProFormText
        name="id"
        label={t('adminSites.id')}
        disabled={site !== undefined}
        rules={[{ required: true }, { pattern: /^[a-z0-9_-]{1,32}$/, message: t('adminSites.idRule') }]}
      />
      <ProFormText name="name" label={t('adminSites.name')} rules={[{ required: true, max: 100 }]} />
      <ProFormItem name="logo" label={t('adminSites.logo')}>
        <LogoField />
      </ProFormItem>
      <ProFormText name="baseurl" label={t('adminSites.baseurl')} rules={[{ type: 'url' }]} />
      <ProFormText name="imgUrl" label={t('adminSites.imgUrl')} rules={[addressRule]} />
      <ProFormText name="loginPath" label={t('adminSites.loginPath')} extra={t('adminSites.loginPathHelp')} rules={[addressRule]} />
      <ProFormText name="logoutPath" label={t('adminSites.logoutPath')} extra={t('adminSites.logoutPathHelp')} rules={[addressRule]} />
      <ProFormText name="copyright" label={t('adminSites.copyright')} rules={[{ max: 300 }]} />
      <Divider orientation="left">{t('adminSites.flags')}</Divider>
      <ProFormSwitch name="hideAddService" label={t('adminSites.hideAddService')} />
      <ProFormSwitch name="showMoveTips" label={t('adminSites.showMoveTips')} />
      <ProFormSelect name="hiddenModules" label={t('adminSites.hiddenModules')} mode="tags" extra={t('adminSites.hiddenModulesHelp')} />
      <Divider orientation="left">{t('adminSites.advanced')}</Divider>
      <ProFormTextArea
        name="variants"
        label={t('adminSites.variants')}
        extra={t('adminSites.variantsHelp')}
        fieldProps={{ rows: 8, style: { fontFamily: 'monospace' } }}
        rules={[jsonRule(parseVariants)]}
      />
      <ProFormTextArea
        name="integrations"
        label={t('adminSites.integrations')}
        extra={t('adminSites.integrationsHelp')}
        fieldProps={{ rows: 8, style: { fontFamily: 'monospace' } }}
        rules={[jsonRule(parseObject)]}
      />
    </DrawerForm>
  );
}
