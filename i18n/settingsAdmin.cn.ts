import type { DeepStrings } from './types';
import type { enSettingsAdmin } from './settingsAdmin.en';

export const cnSettingsAdmin: DeepStrings<typeof enSettingsAdmin> = {
  settingsAdmin: {
    title: '设置',
    saved: '%{section}设置已保存',
    read_only: '您的角色可以查看这些设置，但不能更改。',
    choices: {
      sandbox: '沙盒（不涉及真实资金）',
      stripe: 'Stripe（银行卡和 FPX）',
      altcha: '内置工作量证明',
      hosted: '托管验证码',
      off: '关闭',
      turnstile: 'Cloudflare Turnstile',
      hcaptcha: 'hCaptcha',
    },
    tiers: { minDays: '入住前天数（或以上）', feePercent: '保留费用' },
    sections: {
      wallet: {
        title: '钱包',
        description: '代理如何为钱包充值、用钱包付款以及提取款项。',
        fields: {
          topUpMin: { label: '最低充值', help: '代理每次充值至少为此金额。' },
          topUpMax: { label: '最高充值', help: '代理每次充值最多为此金额。' },
          payoutMin: { label: '最低提款', help: '代理余额达到此金额即可申请提款。' },
          walletPaymentsEnabled: { label: '钱包付款', help: '代理可用钱包支付预订、优惠码、优惠套餐和活动。' },
        },
      },
      influencer: {
        title: '推荐',
        description: '代理从其推荐的代理的预订中获得的收益。',
        fields: {
          referralPercent: { label: '推荐佣金', help: '推荐人从其推荐的代理的每笔预订中获得此比例。' },
          referralDays: { label: '推荐期（天）', help: '代理注册后此天数内的预订可获得佣金；0 表示始终。' },
        },
      },
      purchases: {
        title: '购买',
        description: '代理在付款前占用的优惠码、优惠套餐名额和活动座位。',
        fields: {
          holdMinutes: { label: '保留时间（分钟）', help: '代理已占用但未付款的项目保留这么久，然后释放给其他代理。' },
        },
      },
      booking: {
        title: '预订规则与入住',
        description: '保留时间、付款倒计时、截止日期、入住和退房时间、每次接送人数、时区，以及前台从何时起可以办理入住。',
        fields: {
          minLeadDays: { label: '最少提前天数', help: '新预订最早可在今天之后的这么多天入住；0 表示可当天入住。' },
          earlyCheckInFrom: { label: '提前入住时间（前一天晚上）', help: '例如 18:00：员工可在到达前一天的这个时间起办理入住。留空：仅从入住日期起。' },
          roomHoldMinutes: { label: '客房保留（分钟）', help: '在预订向导中选中的客房在完成预订期间保留这么久。' },
          paymentCountdownMinutes: { label: '付款倒计时（分钟）', help: '未付款的预订在创建或付款被拒后保留客房这么久。' },
          deskPaymentHours: { label: '柜台预订稍后付款（小时）', help: '在后台创建但尚未付款的预订保留客房的时长（电话客人以银行转账付款），不少于付款倒计时。' },
          cutOffDays: { label: '截止（入住前天数）', help: '预订须在入住前这么多天付清。' },
          specialRequestMaxLength: { label: '特殊要求长度（字符）', help: '一个预订的特殊要求最多可写的字符数。' },
          checkInTime: { label: '入住时间', help: '到达当天从此时间（HH:MM，度假村时间）起客房可入住。' },
          checkOutTime: { label: '退房时间', help: '离开当天客人须在此时间（HH:MM，度假村时间）前退房。' },
          timeZone: { label: '度假村时区', help: '预订、前台和报表中“今天”和时刻的含义（例如 Asia/Kuala_Lumpur）。' },
          maxTransferPersons: { label: '每次接送最多人数', help: '一个预订在一次接送中最多可安排的人数。' },
          arrivalReminderDays: { label: '抵达前提醒（天）', help: '在宾客网站预订的宾客会在入住前这么多天收到入住和接送时间的邮件提醒，每个预订仅发送一次。0 表示不发送提醒。' },
        },
      },
      refunds: {
        title: '退款',
        description: '取消时保留已付款项的多少。',
        fields: {
          defaultCancelFeePercent: { label: '默认取消费', help: '取消时保留已付款项的此比例作为取消费，除非员工另有选择。' },
        },
      },
      cancellation: {
        title: '取消政策',
        description: '按入住前的天数计算宾客或代理取消预订需支付的费用；宾客在预订前和取消前都能看到。',
        fields: {
          tiers: { label: '档位', help: '在入住前不少于此天数取消时，度假村保留预订总额的此比例。若比所有档位都更接近入住日，则按最近的档位收取。' },
        },
      },
      resort: {
        title: '度假村信息',
        description: '发票上显示的度假村信息：发票 PDF 的信头和页脚。',
        fields: {
          name: { label: '度假村名称', help: '每张发票顶部的名称。' },
          legalName: { label: '法定名称', help: '开具发票的公司。' },
          registrationNo: { label: '公司注册号', help: '印在发票上的法定名称下方。' },
          sstNo: { label: 'SST 注册号', help: '印在发票上的销售与服务税号。' },
          address: { label: '地址', help: '发票信头上的邮寄地址。' },
          phone: { label: '电话', help: '客人和代理拨打的号码，印在发票上。' },
          email: { label: '电子邮件', help: '客人和代理写信的地址，印在发票上。' },
          website: { label: '网站', help: '印在发票上的网址。' },
          invoiceFooter: { label: '发票页脚', help: '印在每张发票底部的说明。' },
        },
      },
      bank: {
        title: '银行账户',
        description: '代理通过银行转账或现金存款付款的账户：显示在其银行入账单表格上。',
        fields: {
          bankName: { label: '银行', help: '度假村账户所在的银行，例如 Maybank。' },
          accountName: { label: '账户名称', help: '账户持有人名称，与付款方银行显示的一致。' },
          accountNumber: { label: '账号', help: '代理转账或存款的账号。' },
          swift: { label: 'SWIFT 代码', help: '用于马来西亚境外银行的转账。' },
          referenceInstructions: { label: '付款备注说明', help: '付款方填写的备注，以便将单据与预订对应。' },
        },
      },
      payments: {
        title: '银行卡支付网关',
        description: '宾客和代理通过银行卡或 FPX 网上银行在线付款的渠道：内置沙盒（不涉及真实资金）或 Stripe。',
        fields: {
          gateway: { label: '支付网关', help: '沙盒用于试用；Stripe 可受理真实的马来西亚银行卡和 FPX。' },
          siteUrl: { label: '网站公开地址', help: '例如 https://book.pulaudamai.my：付款后 Stripe 会将付款人送回此处。' },
          stripePublishableKey: { label: 'Stripe 可发布密钥', help: '在 Stripe 控制台的 Developers → API keys 中获取（pk_live_… 或 pk_test_…）。' },
          stripeSecretKey: { label: 'Stripe 密钥', help: '从不显示。留空则保留已存密钥，或粘贴新的密钥（sk_live_… 或 sk_test_…）。' },
          stripeWebhookSecret: { label: 'Stripe Webhook 签名密钥', help: '从不显示。对应 Stripe 控制台中的端点 /api/payment/stripe/webhook（whsec_…）。' },
        },
      },
      captcha: {
        title: '验证码',
        description: '公开表单（如代理注册）上的安全验证。',
        fields: {
          mode: { label: '验证码', help: '内置工作量证明（无需联网）、按站点密钥使用的托管验证码，或不使用。' },
          provider: { label: '托管验证码服务', help: 'Cloudflare Turnstile 或 hCaptcha；在使用托管验证码时生效。' },
          siteKey: { label: '站点密钥', help: '该服务为本网站提供的公开密钥。' },
          secretKey: { label: '密钥', help: '从不显示。留空则保留已存密钥，或粘贴新的密钥。' },
        },
      },
      smtp: {
        title: '外发邮件',
        description: '发送预订和付款邮件的邮件服务器。未设置时，邮件留在发件箱中。',
        fields: {
          host: { label: 'SMTP 服务器', help: '留空则邮件以文件形式保存在发件箱中，不会发送。' },
          port: { label: '端口', help: '通常为 587（STARTTLS）或 465（TLS）。' },
          secure: { label: '全程 TLS', help: '端口 465 时开启；否则在服务器支持时使用 STARTTLS。' },
          user: { label: '用户名', help: '度假村登录邮件服务器所用的账户。' },
          password: { label: '密码', help: '从不显示。留空则保留已存储的密码，或输入新密码。' },
          from: { label: '发件人', help: '邮件的发件人名称和地址，例如 Pulau Damai Resort <reservations@pulaudamai.test>。' },
        },
      },
    },
  },
};
