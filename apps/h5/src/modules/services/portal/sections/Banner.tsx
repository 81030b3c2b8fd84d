/** A banner carousel: images that turn by themselves; one with a link opens it on tap. */
import type { HomeSection } from '@campus/api';
import { Swiper } from 'antd-mobile';
import { useGo } from '../useGo';

type Banner = Extract<HomeSection, { type: 'banner' }>;

export function Banner(props: { section: Banner }) {
  const go = useGo();
  return (
    <div data-testid="home-banner" style={{ marginBottom: 12, borderRadius: 8, overflow: 'hidden' }}>
      <Swiper autoplay loop={props.section.items.length > 1}>
        {props.section.items.map((it, i) => (
          <Swiper.Item key={i}>
            <div role={it.link ? 'link' : undefined} onClick={() => it.link && go(it.link)} style={{ position: 'relative', height: 150, background: '#e8eef7' }}>
              <img src={it.image} alt={it.title} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
              {it.title ? (
                <div style={{ position: 'absolute', left: 0, right: 0, bottom: 0, padding: '4px 10px', color: '#fff', background: 'rgba(0,0,0,.35)' }}>{it.title}</div>
              ) : null}
            </div>
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
