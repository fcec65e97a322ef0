import type { DeepStrings } from './types';
import type { enMoney } from './money.en';

export const cnMoney: DeepStrings<typeof enMoney> = {
  wallet: {
    payments_disabled: '度假村已关闭钱包付款。',
    insufficient_balance: '您的钱包余额不足以支付此金额。',
    invalid_amount: '请输入有效金额。',
    payout_below_minimum: '最低提现金额为 %{min}。',
    bank_details_required: '申请提现前请先添加银行资料。',
    payout_already_decided: '此提现申请已处理。',
    top_up_minimum: '最低充值金额为 %{min}。',
    top_up_maximum: '最高充值金额为 %{max}。',
    top_up_description: '钱包充值',
    invalid_account_number: '请输入数字账号（5 至 34 位）。',
    invalid_swift_code: '请输入有效的 SWIFT 代码（8 或 11 位）。',
    agency_admin_only: '只有旅行社管理员可以执行此操作。',
  },
  payments: {
    idempotency_key_invalid: 'Idempotency-Key 必须为 1 至 200 个可打印字符。',
    idempotency_key_reused: '此 Idempotency-Key 已用于另一个请求。',
    already_decided: '此付款已被批准或拒绝。',
    not_payable: '此预订已不再接受付款。',
    nothing_due: '此预订没有应付款项。',
    more_than_due: '现在最多可支付 %{due}。',
    invalid_amount: '请输入有效金额。',
    slip_required: '请附上银行转账单据（图片或 PDF）。',
    booking_description: '预订 %{bookingNo}',
    amount_mismatch: '金额或货币与付款不符。',
    bad_signature: '无法验证付款通知。',
  },
  refunds: {
    nothing_to_refund: '请输入退款金额或取消费。',
    more_than_paid: '退款与取消费合计最多为 %{max}。',
    more_than_payment: '通过此付款最多可退 %{max}。',
    payment_required: '请选择退款所经的付款。',
    no_wallet: '此预订没有可退款的代理钱包。',
    confirm_required: '请确认退款。',
  },
  commissions: {
    invalid_year: '请输入年份，例如 2026。',
    share_text: '通过我预订 Pulau Damai Resort 的海岛假期：%{link}',
  },
  settings: {
    max_below_min: '最大值不能低于最小值。',
    time_hhmm: '请以 HH:MM（24 小时制）填写时间，或留空。',
  },
  money: {
    sandbox: {
      title: '沙盒银行卡付款',
      card_holder: '持卡人姓名',
      card_number: '卡号',
      expiry: '有效期',
      cvc: 'CVC',
      pay: '立即付款',
      cancel: '取消并返回',
      hint: '沙盒：不涉及真实资金。卡号 %{approve} 将被批准，%{decline} 将被拒绝。',
      invalid_link: '此付款链接无效。',
      invalid_card: '请检查卡号。',
      holder_required: '请输入持卡人姓名。',
    },
  },
};
