/**
 * rucoffcir/handle, already, document and affairs: one list screen, the row's variant choosing
 * the box (to handle, handled, everything I can see, affairs). Search by title, number or unit;
 * a sender gets a button to draft a new document.
 */
import { Button, Empty, InfiniteScroll, SearchBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useOnShow } from '../../lib/active';
import { useT } from '../../lib/i18n';
import type { ScreenProps } from '../../route-types';
import { Page } from '../../shared/Page';
import { DocItem } from './DocItem';
import { boxOf } from './format';
import { useCanSend } from './useCanSend';
import { useDocs } from './useDocs';
import './document.css';

export default function ListScreen(props: ScreenProps) {
  const tr = useT();
  const navigate = useNavigate();
  const box = boxOf(props.variant);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const docs = useDocs(box, keyword);
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  // Coming back from a document (signed, handled) shows the lists as they now are.
  useOnShow(docs.reload);
  const canSend = useCanSend() === true;

  return (
    <Page page={`document-${box}`}>
      <div className="row doc-bar">
        <SearchBar className="grow" placeholder={tr('document.ph.search')} value={typed} onChange={setTyped} data-testid="doc-search" />
        {canSend ? (
          <Button size="small" color="primary" onClick={() => navigate('/document/sendpage')} data-testid="doc-compose">
            {tr('document.toSend')}
          </Button>
        ) : null}
      </div>
      <div data-testid="doc-list">
        {docs.list.map((d) => (
          <DocItem key={d.id} doc={d} onOpen={() => navigate(`/document/officialpage?id=${encodeURIComponent(d.id)}`)} />
        ))}
      </div>
      {docs.total === 0 ? <Empty description={keyword ? tr('document.noMatch') : tr('document.empty')} /> : null}
      <InfiniteScroll loadMore={docs.loadMore} hasMore={docs.hasMore}>
        {docs.hasMore ? undefined : <span />}
      </InfiniteScroll>
    </Page>
  );
}
