import type { enCalendar } from './calendar.en';
import type { DeepStrings } from './types';

export const cnCalendar: DeepStrings<typeof enCalendar> = {
  calendar: {
    title: '度假村日历',
    intro: '标记算作周末、旺季、超级旺季或自定义的日子。启用"按日历标记的日子"的附加费在相应类型的日子收取；排除某类型的优惠码不适用于在这些日子入住。',
    kinds: {
      weekend: '周末',
      peak: '旺季',
      'super-peak': '超级旺季',
      custom: '自定义',
    },
    unmarked: '未标记',
    legend: '图例',
    earlier: '前几个月',
    later: '后几个月',
    this_month: '本月',
    month_grid: '%{month}的日子',
    day_name: '%{date}，%{kind}',
    day_surcharges: '附加费：%{names}',
    hint: '点击一天或拖动选择多天；使用键盘时，用方向键移动，按空格键开始选择，按住 Shift 加方向键扩展选择。然后选择这些日子的类型。',
    selection: '%{from} – %{to}（%{smart_count} 天） |||| %{from} – %{to}（%{smart_count} 天）',
    nothing_selected: '未选择日子',
    mark_as: '标记为',
    clear: '清除标记',
    label: '标签（可选）',
    label_hint: '公共假期或活动名称，显示在当天',
    saved: '日历已保存',
    bad_date: '不是有效日期',
    bad_kind: '请选择周末、旺季、超级旺季或自定义',
    to_before_from: '结束日期早于开始日期',
    range_too_long: '一次最多 %{max} 天',
  },
};
