import type { DeepStrings } from './types';
import type { enGuestAccount } from './guestAccount.en';

export const cnGuestAccount: DeepStrings<typeof enGuestAccount> = {
  guestAccount: {
    not_a_guest_account: '此账户应在代理门户或后台登录，而不是在宾客网站登录。',
    link_invalid: '此确认链接无效。请打开邮件中的完整链接，或登录后申请新的链接。',
    link_used: '此链接已被使用：您的电子邮箱已确认。请登录继续。',
    link_expired: '此确认链接已过期。请登录后申请新的链接。',
    confirm_first: '请先确认您的电子邮箱：打开我们发送给您的链接，或申请新的链接。',
    too_many_confirmations: '确认邮件发送次数过多。请在 %{smart_count} 分钟后重试。 |||| 确认邮件发送次数过多。请在 %{smart_count} 分钟后重试。',
    locale: '请选择英语、马来语或中文',
  },
};
