/** The end of a paged list: loads more as it scrolls into view, then "no more"; an empty list says so with a picture. */
import type { I18nKey } from '@campus/i18n';
import type { ReactNode } from 'react';
import { Empty, InfiniteScroll } from 'antd-mobile';
import { useT } from '../../../../lib/i18n';

export function Footer(props: {
  loadMore: () => Promise<void>;
  hasMore: boolean;
  count: number;
  empty: I18nKey;
  /** Under an empty list: what to do instead (a button). */
  emptyAction?: ReactNode;
}) {
  const tr = useT();
  if (!props.hasMore && !props.count)
    return (
      <div className="ga-empty">
        <Empty description={tr(props.empty)} />
        {props.emptyAction}
      </div>
    );
  return (
    <InfiniteScroll loadMore={props.loadMore} hasMore={props.hasMore}>
      {props.hasMore ? tr('generalApp.list.more') : tr('generalApp.list.noMore')}
    </InfiniteScroll>
  );
}
