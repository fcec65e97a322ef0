import type { DeepStrings } from './types';
import type { enPromo } from './promo.en';

export const cnPromo: DeepStrings<typeof enPromo> = {
  promo: {
    not_found: '此优惠码不存在或已停用',
    contact_provider: '请联系供应商以使用此特别优惠码',
    expired: '此优惠码已于 %{date} 过期',
    used_up: '此优惠码已用完',
    booking_period: '此优惠码适用于 %{from} 至 %{to} 期间的预订',
    booking_period_from: '此优惠码适用于 %{from} 起的预订',
    booking_period_until: '此优惠码适用于 %{to} 前（含）的预订',
    check_in_period: '此优惠码适用于 %{from} 至 %{to} 期间入住',
    check_in_period_from: '此优惠码适用于 %{from} 起入住',
    check_in_period_until: '此优惠码适用于 %{to} 前（含）入住',
    excluded_weekends: '此优惠码不适用于星期五或星期六入住',
    excluded_peak: '此优惠码不适用于旺季入住',
    excluded_super_peak: '此优惠码不适用于超级旺季入住',
    excluded_custom: '此优惠码不适用于这些日期入住',
    package: '此优惠码仅适用于套餐 %{names} |||| 此优惠码仅适用于套餐 %{names}',
    room_type: '此优惠码仅适用于房型 %{names} |||| 此优惠码仅适用于房型 %{names}',
    max_pax: '此优惠码最多适用于 %{max} 位客人',
    generate: {
      button: '生成优惠码',
      title: '生成优惠码',
      count: '数量',
      submit: '生成',
      done: '已生成 %{smart_count} 个优惠码 |||| 已生成 %{smart_count} 个优惠码',
      result: '新的优惠码',
      close: '关闭',
    },
  },
};
