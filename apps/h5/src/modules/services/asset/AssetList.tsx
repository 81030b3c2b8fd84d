/** asset/list: the register on the phone (viewers, managers; keepers see what they keep). */
import { SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { Page } from '../../../shared/Page';
import { AssetResults } from './AssetResults';
import { RegisterGate } from './RegisterGate';

export default function AssetList() {
  const tr = useT();
  const [keyword, setKeyword] = useState('');
  return (
    <Page page="asset-list">
      <RegisterGate>
        {() => (
          <>
            <div style={{ padding: '8px 12px' }}>
              <SearchBar placeholder={tr('asset.action.keyword')} onSearch={(s) => setKeyword(s.trim())} onClear={() => setKeyword('')} />
            </div>
            <AssetResults query={keyword ? { keyword } : {}} />
          </>
        )}
      </RegisterGate>
    </Page>
  );
}
