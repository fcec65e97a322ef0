import type { DeepStrings } from './types';
import type { enRegistration } from './registration.en';

export const cnRegistration: DeepStrings<typeof enRegistration> = {
  registration: {
    company_required: '旅行社（TA 类型）须填写公司名称',
    referral_invalid: '此推荐码不属于已批准的代理。请检查，或留空。',
    self_referral: '您不能使用自己的推荐码注册',
    too_many: '此地址的注册次数过多。请在 %{smart_count} 分钟后重试。 |||| 此地址的注册次数过多。请在 %{smart_count} 分钟后重试。',
  },
};
