import type { enGuestBooking } from './guestBooking.en';
import type { DeepStrings } from './types';

/** Chinese messages of the guest site's booking wizard and My bookings (`app.guestBooking.*`). */
export const cnGuestBooking: DeepStrings<typeof enGuestBooking> = {
  guestBooking: {
    title: '预订您的住宿',
    intro: '选择套餐、日期和房间，然后在线支付或银行转账。在您完成预订期间，房间会为您保留。',
    list: {
      title: '我的预订',
      intro: '您在度假村的预订，最新的在前。',
      none: '您还没有预订。',
      book: '预订住宿',
      more: '显示更多',
      stay: '%{checkIn} – %{checkOut}',
      due: '应付 %{amount}',
      nothing_due: '无应付款项',
      total: '总计 %{amount}',
      load_failed: '无法加载您的预订。',
    },
    detail: {
      back: '我的预订',
      addons: '附加项目',
      addon_retired: '已不再提供的附加项目',
      no_addons: '没有附加项目。',
      edit_addons: '更改附加项目',
      addons_title: '预订 %{bookingNo} 的附加项目',
      addons_hint: '预订将按您选择的附加项目重新计价。',
      addons_saved: '附加项目已保存。新总额：%{total}。',
      addons_none_offered: '目前没有可选的附加项目。',
      save: '保存',
      close: '关闭',
      units: '数量',
      pay_online: '在线支付 %{amount}',
      paying: '正在前往支付页面…',
      payment_returned: '谢谢：您的在线付款已记录。',
      payment_not_taken: '在线付款未成功。未扣任何费用，您可以再试一次。',
      cancelled_terms: '预订 %{bookingNo} 已取消。取消费：%{fee}。退还给您：%{refund}。',
      cancel_checking: '正在计算取消费用…',
      cancel_terms: '现在取消，距入住 %{smart_count} 天 |||| 现在取消，距入住 %{smart_count} 天',
      cancel_fee: '取消费用',
      cancel_paid: '已付金额',
      cancel_refund: '退还给您',
      cancel_policy: '根据度假村的取消政策，费用为总额的 %{percent}%。',
      cancel_no_fee: '不收取费用：您已付的款项将全部退还。',
      cancel_refund_note: '取消后，度假村会将上述金额退还给您。',
    },
  },
};
