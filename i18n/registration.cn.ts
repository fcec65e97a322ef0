import type { DeepStrings } from './types';
import type { enRegistration } from './registration.en';

export const cnRegistration: DeepStrings<typeof enRegistration> = {
  registration: {
    company_required: '旅行社（TA 类型）须填写公司名称',
    referral_invalid: '此推荐码不属于已批准的代理。请检查，或留空。',
    self_referral: '您不能使用自己的推荐码注册',
    too_many: '此地址的注册次数过多。请在 %{smart_count} 分钟后重试。 |||| 此地址的注册次数过多。请在 %{smart_count} 分钟后重试。',
  },
  passwordReset: {
    link_invalid: '此链接已失效：它已被使用或已超过一小时。请重新申请。',
    forgot: '忘记密码？',
    request_title: '重置密码',
    request_subtitle: '请输入您账户的电子邮件地址，我们会发送设置新密码的链接。',
    email: '电子邮件',
    send: '发送链接',
    sent: '如果 %{email} 属于某个账户，设置新密码的链接正在发送中，一小时内有效。',
    set_title: '设置新密码',
    new_password: '新密码',
    confirm_password: '再次输入新密码',
    save: '保存新密码',
    done: '您的密码已更改。请使用新密码登录。',
    back_to_sign_in: '返回登录',
  },
  captcha: {
    label: '安全验证',
    solving: '正在验证您不是机器人…',
    solved: '已验证：您不是机器人。',
    failed_to_load: '安全验证无法启动。请刷新页面后重试。',
    retry: '重试',
    required: '请完成安全验证。',
    invalid: '安全验证失败或已过期。请重新验证。',
  },
};
