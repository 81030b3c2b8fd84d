/**
 * The one home screen of the school home pages (csuindex, csuPage, csuH5, pkupage,
 * applicationHnu, bjutPage, bjfuPage, ustcPage, xidianPage/home): the site's layout for the
 * route's variant — banners, entry grids, news, notices, quick links, the phone book — as
 * edited in the console; a key without its own layout shows the site default.
 */
import type { HomeSection, OutputOf } from '@campus/api';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import type { ScreenProps } from '../../../route-types';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { portalApi } from './endpoints';
import { Banner } from './sections/Banner';
import { ContentSection } from './sections/ContentSection';
import { EntryGrid } from './sections/EntryGrid';
import { Links } from './sections/Links';
import { PhoneBook } from './sections/PhoneBook';

type HomeData = OutputOf<typeof portalApi.home>;

/** A section's heading: its own title, else the type's (an entry grid by where its apps come from). */
function useTitle() {
  const tr = useT();
  return (s: HomeSection) => {
    if (s.title) return s.title;
    if (s.type === 'entries') return tr(s.source === 'apps' ? 'portal.section.entries' : `portal.section.${s.source}`);
    return tr(`portal.section.${s.type}`);
  };
}

export function Section(props: { section: HomeSection; data: HomeData }) {
  const title = useTitle()(props.section);
  const s = props.section;
  switch (s.type) {
    case 'banner':
      return <Banner section={s} />;
    case 'entries':
      return <EntryGrid section={s} title={title} apps={props.data.apps} favorites={props.data.favorites} popular={props.data.popular} />;
    case 'news':
    case 'notices':
      return <ContentSection section={s} title={title} />;
    case 'links':
      return <Links section={s} title={title} />;
    case 'phoneBook':
      return <PhoneBook section={s} title={title} />;
  }
}

export default function Home(props: ScreenProps) {
  const [data, setData] = useState<HomeData | null>(null);
  const key = props.variant ?? 'default';
  useEffect(() => {
    api(portalApi.home, { key }).then(setData).catch(toastError);
  }, [key]);
  return (
    <Page page="portal-home" title={data?.title || undefined}>
      <div data-testid="portal-home" data-layout={data ? `${data.key}:${data.source}` : undefined}>
        {data?.sections.map((s) => <Section key={s.id} section={s} data={data} />)}
      </div>
    </Page>
  );
}
