/** Quick links: a row of labelled shortcuts to paths of this app or outside addresses. */
import type { HomeSection } from '@campus/api';
import { Button, Space } from 'antd-mobile';
import { useGo } from '../useGo';

type Links = Extract<HomeSection, { type: 'links' }>;

export function Links(props: { section: Links; title: string }) {
  const go = useGo();
  return (
    <div className="page-card" data-testid="home-links" data-section={props.section.id}>
      {props.title ? <div className="page-title">{props.title}</div> : null}
      <Space wrap>
        {props.section.items.map((it) => (
          <Button key={`${it.title}${it.target}`} size="small" onClick={() => go(it.target)}>
            {it.title}
          </Button>
        ))}
      </Space>
    </div>
  );
}
