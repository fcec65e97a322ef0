import type { enDeskBooking } from './deskBooking.en';
import type { DeepStrings } from './types';

export const cnDeskBooking: DeepStrings<typeof enDeskBooking> = {
  deskBooking: {
    title: '新建预订',
    intro: '按公开价格为到店或电话客人预订，或按代理的合同价格为其预订。在此创建的预订立即获批。',
    book_for: '预订对象',
    walk_in: '到店或电话客人（公开价格）',
    for_agency: '代理（其合同价格）',
    agency: '旅行社或自由代理',
    agency_search: '输入公司名称、姓名或电子邮箱',
    no_agencies: '没有符合条件的已批准且有效的代理',
    choose_agency: '请选择代理以开始预订。',
    agency_hint: '按 %{agency} 的合同价格计价。该预订归其所有：会显示在其门户中，并在入住时为其赚取佣金。更改预订对象将重新开始预订。',
    booked_for: '已为 %{agency} 预订。',
    new: '新建预订',
    created_title: '预订 %{bookingNo} 已创建',
    created: '预订已获批，房间已占用。总计：%{total}。',
    payment_title: '付款',
    payment_hint: '“在度假村付款”会确认入住（没有付款期限），客人在入住时付款；“稍后付款”会保留客房直至下方的期限，以便银行转账或在柜台付款。请在预订页面收款。',
    kept_until: '未付款时，客房保留至 %{moment}；之后预订失效，客房重新开放销售。',
    pay_at_resort: '在度假村付款',
    pay_later: '稍后付款',
    open: '打开预订',
  },
};
