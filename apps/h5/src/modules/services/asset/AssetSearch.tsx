/** asset/search: find assets by keyword with category, status and department filters. */
import { ASSET_STATUSES, type AssetStatus, type OutputOf } from '@campus/api';
import { Button, SearchBar, Selector } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { Page } from '../../../shared/Page';
import { toastError } from '../../../shared/errors';
import { AssetResults, type AssetQuery } from './AssetResults';
import { assetApi } from './endpoints';
import { RegisterGate } from './RegisterGate';

type Options = OutputOf<typeof assetApi.options>;

function SearchPanel() {
  const tr = useT();
  const [options, setOptions] = useState<Options | null>(null);
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState('');
  const [status, setStatus] = useState<AssetStatus | ''>('');
  const [departmentId, setDepartmentId] = useState('');
  const [query, setQuery] = useState<AssetQuery | null>(null);

  useEffect(() => {
    api(assetApi.options, {}).then(setOptions, toastError);
  }, []);

  const apply = (kw = keyword) =>
    setQuery({ ...(kw ? { keyword: kw } : {}), ...(category ? { category } : {}), ...(status ? { status } : {}), ...(departmentId ? { departmentId } : {}) });
  const one = <T extends string>(v: T[]) => v[0] ?? '';

  return (
    <>
      <div style={{ padding: '8px 12px' }}>
        <SearchBar
          placeholder={tr('asset.action.keyword')}
          value={keyword}
          onChange={setKeyword}
          onSearch={(s) => {
            setKeyword(s.trim());
            apply(s.trim());
          }}
        />
      </div>
      {options ? (
        <div style={{ padding: '0 12px', fontSize: 13 }} data-testid="asset-filters">
          <div style={{ margin: '8px 0 4px', color: '#666' }}>{tr('asset.field.status')}</div>
          <Selector
            columns={4}
            value={status ? [status] : []}
            onChange={(v) => setStatus(one(v))}
            options={ASSET_STATUSES.map((s) => ({ value: s, label: tr(`asset.status.${s}`) }))}
          />
          {options.categories.length ? (
            <>
              <div style={{ margin: '8px 0 4px', color: '#666' }}>{tr('asset.field.category')}</div>
              <Selector columns={3} value={category ? [category] : []} onChange={(v) => setCategory(one(v))} options={options.categories.map((c) => ({ value: c, label: c }))} />
            </>
          ) : null}
          {options.departments.length ? (
            <>
              <div style={{ margin: '8px 0 4px', color: '#666' }}>{tr('asset.field.department')}</div>
              <Selector
                columns={2}
                value={departmentId ? [departmentId] : []}
                onChange={(v) => setDepartmentId(one(v))}
                options={options.departments.map((d) => ({ value: d.id, label: d.name }))}
              />
            </>
          ) : null}
          <div style={{ display: 'flex', gap: 8, margin: '12px 0' }}>
            <Button
              block
              onClick={() => {
                setKeyword('');
                setCategory('');
                setStatus('');
                setDepartmentId('');
                setQuery(null);
              }}
            >
              {tr('asset.action.reset')}
            </Button>
            <Button block color="primary" onClick={() => apply()} data-testid="asset-apply">
              {tr('asset.action.apply')}
            </Button>
          </div>
        </div>
      ) : null}
      {query ? <AssetResults query={query} /> : null}
    </>
  );
}

export default function AssetSearch() {
  return (
    <Page page="asset-search">
      <RegisterGate>{() => <SearchPanel />}</RegisterGate>
    </Page>
  );
}
