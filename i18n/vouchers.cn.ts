import type { DeepStrings } from './types';
import type { enVouchers } from './vouchers.en';

export const cnVouchers: DeepStrings<typeof enVouchers> = {
  vouchers: {
    not_for_sale: '此优惠码不出售。',
    package_not_for_sale: '此促销配套不出售。',
    period_not_for_sale: '此配套的该时段不出售。',
    taken: '另一位代理正在购买或已购买此优惠码。',
    already_bought: '您已购买此项。',
    sold_out: '此促销配套已售罄。',
    hold_expired: '您的保留时间已过，请重新开始。',
    purchase_not_found: '此购买记录不存在。',
    invalid_type: '请选择现金、附加项目或配套。',
    already_redeemed: '此促销配套已用于预订。',
    other_package: '此预订并非此礼券的配套。',
    other_period: '此预订的入住日期不在此礼券的时段内。',
    payment_description: {
      'promo-code': '优惠码 %{name}',
      'promo-package': '促销配套订金：%{name}',
      event: '活动座位：%{name}',
    },
  },
  events: {
    not_open: '此活动未开放报名。',
    too_many_seats: '每位代理最多 %{smart_count} 个座位。 |||| 每位代理最多 %{smart_count} 个座位。',
    invalid_seats: '请输入至少 1 个座位。',
    no_vacancy: '剩余座位不足（剩 %{left} 个）。',
    already_joined: '您已报名此活动。',
    payment_pending: '您此活动的付款仍在处理中。',
  },
};
