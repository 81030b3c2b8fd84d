/** The titles of the `seat` screens, apart from the rest so that an app can show them (menus, page titles) before it loads the screens' own strings. */
import { defineNamespace } from '../define.js';

export const seatTitles = defineNamespace(
  {
    title: {
      index: '座位预约',
      detail: '自习室详情',
      chooseSeat: '选座',
      chooseSeatNew: '选座',
      xinxi: '预约信息',
      check: '座位签到核验',
      mine: '我的座位',
    },
  },
  {
    title: {
      index: 'Seat booking',
      detail: 'Room',
      chooseSeat: 'Choose a seat',
      chooseSeatNew: 'Choose a seat',
      xinxi: 'Booking',
      check: 'Seat check-in',
      mine: 'My seats',
    },
  },
  {
    title: {
      index: '座位預約',
      detail: '自習室詳情',
      chooseSeat: '選座',
      chooseSeatNew: '選座',
      xinxi: '預約資訊',
      check: '座位簽到核驗',
      mine: '我的座位',
    },
  },
);
