import type { enDeskBooking } from './deskBooking.en';
import type { DeepStrings } from './types';

export const cnDeskBooking: DeepStrings<typeof enDeskBooking> = {
  deskBooking: {
    title: '新建预订',
    intro: '按公开价格为到店或电话客人预订。在此创建的预订立即获批。',
    new: '新建预订',
    created_title: '预订 %{bookingNo} 已创建',
    created: '预订已获批，房间已占用。总计：%{total}。',
    payment_title: '付款',
    payment_hint: '“在度假村付款”会确认入住（不再有付款倒计时），客人在入住时付款；“稍后付款”保留付款倒计时。请在预订页面收款。',
    pay_at_resort: '在度假村付款',
    pay_later: '稍后付款',
    open: '打开预订',
  },
};
