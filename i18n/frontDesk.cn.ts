import type { enFrontDesk } from './frontDesk.en';
import type { DeepStrings } from './types';

export const cnFrontDesk: DeepStrings<typeof enFrontDesk> = {
  frontDesk: {
    title: '前台',
    date: '日期',
    today: '今天',
    previous_day: '前一天',
    next_day: '后一天',
    tabs: {
      arrivals: '抵达',
      departures: '离店',
      inHouse: '在住',
    },
    empty: {
      arrivals: '%{date}没有抵达的客人。',
      departures: '%{date}没有离店的客人。',
      inHouse: '%{date}当晚没有在住的客人。',
    },
    columns: {
      booking: '预订',
      guest: '客人',
      rooms: '房间',
      pax: '人数',
      agency: '旅行社',
      payment: '付款',
      transfers: '当天接送',
      requests: '特殊要求',
      actions: '操作',
    },
    stay: '%{from}至%{to}',
    resort_booking: '度假村预订',
    balance_due: '待付%{amount}',
    paid_up: '无欠款',
    in_review: '%{amount}审核中',
    food: '饮食：%{notes}',
    transfer: {
      out: '接送 %{time}',
      return: '返程 %{time}',
      persons: '%{smart_count}人 |||| %{smart_count}人',
    },
    why: {
      not_confirmed: '尚未确认：请先在预订中确认或收款。',
    },
    room_change: {
      action: '换房',
      title: '将%{bookingNo}换到其他房间',
      stay: '%{name}，%{from}至%{to}。',
      from: '要换的房间',
      to: '整个住宿期间空闲的%{type}房间',
      none_free: '整个住宿期间没有其他空闲的%{type}房间。',
      move: '换房',
      cancel: '取消',
      done: '已换到%{room}号房。',
    },
  },
};
