/** The end of a paged list: loads more as it scrolls into view, then says "no more" or "empty". */
import type { I18nKey } from '@campus/i18n';
import { InfiniteScroll } from 'antd-mobile';
import { useT } from '../../../lib/i18n';

export function ListFooter(props: { loadMore: () => Promise<void>; hasMore: boolean; count: number; empty?: I18nKey }) {
  const tr = useT();
  return (
    <InfiniteScroll loadMore={props.loadMore} hasMore={props.hasMore}>
      {props.hasMore ? tr('h5content.list.loadMore') : props.count ? tr('h5content.list.noMore') : tr(props.empty ?? 'h5content.list.empty')}
    </InfiniteScroll>
  );
}
