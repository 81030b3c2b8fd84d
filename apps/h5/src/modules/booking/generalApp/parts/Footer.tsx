/** The end of a paged list: loads more as it scrolls into view, then "no more" or the empty text. */
import type { I18nKey } from '@campus/i18n';
import { InfiniteScroll } from 'antd-mobile';
import { useT } from '../../../../lib/i18n';

export function Footer(props: { loadMore: () => Promise<void>; hasMore: boolean; count: number; empty: I18nKey }) {
  const tr = useT();
  return (
    <InfiniteScroll loadMore={props.loadMore} hasMore={props.hasMore}>
      {props.hasMore ? tr('generalApp.list.more') : props.count ? tr('generalApp.list.noMore') : tr(props.empty)}
    </InfiniteScroll>
  );
}
