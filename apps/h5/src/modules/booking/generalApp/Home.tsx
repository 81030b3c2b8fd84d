/**
 * generalApp/index: the spaces the caller may book, by category and search, with the way to
 * their appointments and messages; staff also see approval, management and check-in.
 */
import { GA_CATEGORIES, type GaSpace } from '@campus/api';
import { Button, CapsuleTabs, Empty, SearchBar, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { Page } from '../../../shared/Page';
import { generalAppApi } from './endpoints';
import { useLoad, useRights } from './parts/hooks';
import './generalApp.css';

export default function Home() {
  const tr = useT();
  const navigate = useNavigate();
  const rights = useRights();
  const [category, setCategory] = useState('all');
  const [keyword, setKeyword] = useState('');
  const { data } = useLoad(
    () =>
      api(generalAppApi.spaces, {
        ...(category === 'all' ? {} : { category: category as GaSpace['category'] }),
        ...(keyword ? { keyword } : {}),
      }),
    [category, keyword],
  );
  const links: [string, string][] = [
    ['/generalApp/myAppointment', tr('generalApp.home.mine')],
    ['/generalApp/history', tr('generalApp.home.history')],
    ['/generalApp/message', tr('generalApp.home.messages')],
  ];
  if (rights.approve) links.push(['/generalApp/approval', tr('generalApp.home.approval')]);
  if (rights.manage) links.push(['/generalApp/appointAdmin', tr('generalApp.home.admin')]);
  if (rights.sign)
    links.push(
      ['/generalApp/signmanage', tr('generalApp.home.sign')],
      ['/generalApp/signlog', tr('generalApp.home.signlog')],
    );
  return (
    <Page page="ga-index">
      <div className="ga">
        <div className="ga-links">
          {links.map(([to, label]) => (
            <Button key={to} size="small" onClick={() => navigate(to)}>
              {label}
            </Button>
          ))}
        </div>
        <SearchBar placeholder={tr('generalApp.home.search')} onSearch={setKeyword} onClear={() => setKeyword('')} />
        <CapsuleTabs activeKey={category} onChange={setCategory}>
          <CapsuleTabs.Tab key="all" title={tr('generalApp.category.all')} />
          {GA_CATEGORIES.map((c) => (
            <CapsuleTabs.Tab key={c} title={tr(`generalApp.category.${c}`)} />
          ))}
        </CapsuleTabs>
        <div className="ga-grid">
          {(data?.list ?? []).map((s) => (
            <div
              key={s.id}
              className="ga-card"
              role="button"
              data-testid="ga-space"
              onClick={() => navigate(`/generalApp/space?id=${encodeURIComponent(s.id)}`)}
            >
              <div className="ga-card-head">
                <strong>{s.name}</strong>
                <Tag color="primary" fill="outline">
                  {tr(`generalApp.category.${s.category}`)}
                </Tag>
              </div>
              {s.photos[0] ? (
                <img
                  src={s.photos[0]}
                  alt=""
                  style={{ width: '100%', maxHeight: 140, objectFit: 'cover', borderRadius: 6 }}
                />
              ) : null}
              <div className="ga-muted">{s.location}</div>
              <div className="ga-muted">
                {s.whole ? tr('generalApp.space.whole') : tr('generalApp.space.perSlot', { n: s.capacity })} ·{' '}
                {s.approval ? tr('generalApp.space.approval') : tr('generalApp.space.noApproval')}
              </div>
            </div>
          ))}
        </div>
        {data && data.list.length === 0 ? <Empty description={tr('generalApp.home.empty')} /> : null}
      </div>
    </Page>
  );
}
