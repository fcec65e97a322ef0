import type { DeepStrings } from './types';
import type { enRegistration } from './registration.en';

export const cnRegistration: DeepStrings<typeof enRegistration> = {
  registration: {
    company_required: '旅行社（TA 类型）须填写公司名称',
    referral_invalid: '此推荐码不属于已批准的代理。请检查，或留空。',
    self_referral: '您不能使用自己的推荐码注册',
    too_many: '此地址的注册次数过多。请在 %{smart_count} 分钟后重试。 |||| 此地址的注册次数过多。请在 %{smart_count} 分钟后重试。',
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
