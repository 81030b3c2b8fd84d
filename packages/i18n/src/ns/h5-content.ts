/** The H5 content family: news, notices, announcements, hot issues, pages, RSS, media and the message centre. */
import { defineNamespace } from '../define.js';
import { h5contentTitles } from './h5-content.titles.js';

export const h5content = defineNamespace(
  {
    title: h5contentTitles.zh.title,
    list: {
      search: '搜索标题或摘要', all: '全部', pinned: '置顶', required: '必读', confirmed: '已确认', unread: '未读',
      views: '{n} 次浏览', loadMore: '加载更多', noMore: '没有更多了', empty: '暂无内容',
    },
    detail: {
      attachments: '附件', published: '发布于 {time}', expires: '有效期至 {time}', follow: '关注', unfollow: '取消关注',
      followed: '已关注', unfollowed: '已取消关注', confirm: '我已阅读并确认', confirmed: '已确认阅读', confirmHint: '这是一条必读通知，请阅读后确认。',
      myFollowed: '我关注的',
    },
    tip: { intro: '以下通知需要您阅读并确认。', allDone: '必读通知已全部确认', open: '阅读' },
    msg: {
      all: '全部', todo: '待办', unread: '{n} 条未读', markAll: '全部已读', markRead: '标为已读', open: '去处理',
      done: '已完成', pending: '待处理', empty: '暂无消息', arrived: '新消息：{title}', sender: '来自 {name}', settings: '免打扰设置', dnd: '免打扰', dndHint: '开启后，免打扰时段内（未设时段则全天）新消息只进入消息中心，不再推送。', quiet: '免打扰时段', muted: '不推送的分类',
      category: { notice: '通知', news: '新闻', system: '系统', todo: '待办', content: '内容', message: '消息' },
    },
    rss: {
      mine: '我的订阅', add: '添加订阅', url: 'RSS/Atom 地址', addOk: '已订阅', portal: '本站栏目', subscribe: '订阅',
      unsubscribe: '取消订阅', removed: '已取消订阅', broken: '该订阅源暂时无法读取', lastOk: '最近更新 {time}', never: '尚未获取',
      refresh: '刷新', items: '{n} 条', badUrl: '请输入以 http:// 或 https:// 开头的地址',
    },
    video: { empty: '暂无视频', unsupported: '您的浏览器无法播放此视频', plays: '{n} 次播放' },
    photo: {
      like: '赞', liked: '已赞', report: '举报', reportReason: '举报原因', reportOk: '已举报，感谢反馈', upload: '上传照片', mine: '我的照片',
      choose: '选择照片', caption: '说明（可选）', compressing: '正在压缩…', uploading: '正在上传…', uploadOk: '已上传', uploadPending: '已上传，审核通过后展示',
      remove: '删除', removeConfirm: '确定删除这张照片？', status: { pending: '审核中', approved: '已通过', rejected: '未通过' },
      notImage: '请选择图片文件', count: '{n} 张', newest: '最新', popular: '最热',
    },
  },
  {
    title: h5contentTitles.en.title,
    list: {
      search: 'Search titles and summaries', all: 'All', pinned: 'Pinned', required: 'Required', confirmed: 'Confirmed', unread: 'Unread',
      views: '{n} views', loadMore: 'Load more', noMore: 'No more', empty: 'Nothing here yet',
    },
    detail: {
      attachments: 'Attachments', published: 'Published {time}', expires: 'Valid until {time}', follow: 'Follow', unfollow: 'Unfollow',
      followed: 'Following', unfollowed: 'Unfollowed', confirm: 'I have read this', confirmed: 'Read and confirmed',
      confirmHint: 'This notice is required reading: please read it and confirm.', myFollowed: 'Following',
    },
    tip: { intro: 'Please read and confirm these notices.', allDone: 'All required notices are confirmed', open: 'Read' },
    msg: {
      all: 'All', todo: 'To do', unread: '{n} unread', markAll: 'Mark all read', markRead: 'Mark read', open: 'Open',
      done: 'Done', pending: 'Pending', empty: 'No messages', arrived: 'New message: {title}', sender: 'From {name}', settings: 'Do not disturb', dnd: 'Do not disturb', dndHint: 'When on, new messages during the quiet hours (all day without them) only land in the centre and are not pushed.', quiet: 'Quiet hours', muted: 'Categories not pushed',
      category: { notice: 'Notices', news: 'News', system: 'System', todo: 'To do', content: 'Content', message: 'Messages' },
    },
    rss: {
      mine: 'My subscriptions', add: 'Subscribe', url: 'RSS/Atom address', addOk: 'Subscribed', portal: 'Portal categories', subscribe: 'Subscribe',
      unsubscribe: 'Unsubscribe', removed: 'Unsubscribed', broken: 'This feed cannot be read right now', lastOk: 'Updated {time}', never: 'Not fetched yet',
      refresh: 'Refresh', items: '{n} items', badUrl: 'Enter an address starting with http:// or https://',
    },
    video: { empty: 'No videos', unsupported: 'Your browser cannot play this video', plays: '{n} plays' },
    photo: {
      like: 'Like', liked: 'Liked', report: 'Report', reportReason: 'Reason', reportOk: 'Reported, thank you', upload: 'Upload a photo', mine: 'My photos',
      choose: 'Choose a photo', caption: 'Caption (optional)', compressing: 'Compressing…', uploading: 'Uploading…', uploadOk: 'Uploaded', uploadPending: 'Uploaded: shown once approved',
      remove: 'Delete', removeConfirm: 'Delete this photo?', status: { pending: 'In review', approved: 'Approved', rejected: 'Rejected' },
      notImage: 'Choose an image file', count: '{n} photos', newest: 'Newest', popular: 'Popular',
    },
  },
  {
    title: h5contentTitles.tw.title,
    list: {
      search: '搜尋標題或摘要', all: '全部', pinned: '置頂', required: '必讀', confirmed: '已確認', unread: '未讀',
      views: '{n} 次瀏覽', loadMore: '載入更多', noMore: '沒有更多了', empty: '暫無內容',
    },
    detail: {
      attachments: '附件', published: '發佈於 {time}', expires: '有效期至 {time}', follow: '關注', unfollow: '取消關注',
      followed: '已關注', unfollowed: '已取消關注', confirm: '我已閱讀並確認', confirmed: '已確認閱讀', confirmHint: '這是一則必讀通知，請閱讀後確認。',
      myFollowed: '我關注的',
    },
    tip: { intro: '以下通知需要您閱讀並確認。', allDone: '必讀通知已全部確認', open: '閱讀' },
    msg: {
      all: '全部', todo: '待辦', unread: '{n} 則未讀', markAll: '全部已讀', markRead: '標為已讀', open: '去處理',
      done: '已完成', pending: '待處理', empty: '暫無消息', arrived: '新消息：{title}', sender: '來自 {name}', settings: '勿擾設定', dnd: '勿擾', dndHint: '開啟後，勿擾時段內（未設時段則全天）新消息只進入消息中心，不再推送。', quiet: '勿擾時段', muted: '不推送的分類',
      category: { notice: '通知', news: '新聞', system: '系統', todo: '待辦', content: '內容', message: '消息' },
    },
    rss: {
      mine: '我的訂閱', add: '新增訂閱', url: 'RSS/Atom 位址', addOk: '已訂閱', portal: '本站欄目', subscribe: '訂閱',
      unsubscribe: '取消訂閱', removed: '已取消訂閱', broken: '此訂閱來源暫時無法讀取', lastOk: '最近更新 {time}', never: '尚未取得',
      refresh: '重新整理', items: '{n} 則', badUrl: '請輸入以 http:// 或 https:// 開頭的位址',
    },
    video: { empty: '暫無影片', unsupported: '您的瀏覽器無法播放此影片', plays: '{n} 次播放' },
    photo: {
      like: '讚', liked: '已讚', report: '檢舉', reportReason: '檢舉原因', reportOk: '已檢舉，感謝回饋', upload: '上傳照片', mine: '我的照片',
      choose: '選擇照片', caption: '說明（選填）', compressing: '正在壓縮…', uploading: '正在上傳…', uploadOk: '已上傳', uploadPending: '已上傳，審核通過後顯示',
      remove: '刪除', removeConfirm: '確定刪除這張照片？', status: { pending: '審核中', approved: '已通過', rejected: '未通過' },
      notImage: '請選擇圖片檔案', count: '{n} 張', newest: '最新', popular: '最熱',
    },
  },
);
