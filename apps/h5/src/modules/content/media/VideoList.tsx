/** video/list: published videos, newest first, with search. */
import type { Video } from '@campus/api';
import { SearchBar } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { Page } from '../../../shared/Page';
import { dayOnly } from '../shared/format';
import { mediaApi } from './endpoints';
import { usePaged } from '../shared/usePaged';
import '../shared/content.css';
import { ListFooter } from '../shared/ListFooter';

export default function VideoList() {
  const tr = useT();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const fetchPage = useCallback(
    (current: number, pageSize: number) =>
      api(mediaApi.videoList, { current, pageSize, ...(keyword ? { keyword } : {}) }),
    [keyword],
  );
  const { items, hasMore, loadMore, reset } = usePaged<Video>(fetchPage);
  useEffect(reset, [keyword, reset]);

  return (
    <Page page="video-list">
      <SearchBar
        placeholder={tr('common.search')}
        onSearch={(s) => setKeyword(s.trim())}
        onClear={() => setKeyword('')}
      />
      <div className="content-list">
        {items.map((v) => (
          <button
            type="button"
            key={v.id}
            className="content-row"
            data-video={v.id}
            onClick={() => navigate(`/video/detail?id=${encodeURIComponent(v.id)}`)}
          >
            {v.cover ? (
              <img className="content-cover" src={v.cover} alt="" loading="lazy" />
            ) : (
              <span className="content-cover video-cover-empty">▶</span>
            )}
            <span className="content-row-body">
              <span className="content-row-title">{v.title}</span>
              {v.summary ? <span className="content-row-summary">{v.summary}</span> : null}
              <span className="muted">
                {[dayOnly(v.createdAt), tr('h5content.video.plays', { n: v.views })].join(' · ')}
              </span>
            </span>
          </button>
        ))}
      </div>
      <ListFooter loadMore={loadMore} hasMore={hasMore} count={items.length} empty="h5content.video.empty" />
    </Page>
  );
}
