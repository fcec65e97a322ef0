import type { DeepStrings } from './types';
import type { enPortalMembers } from './portalMembers.en';

export const cnPortalMembers: DeepStrings<typeof enPortalMembers> = {
  portalMembers: {
    menu: '成员',
    title: '成员',
    subtitle: '登录本门户的贵旅行社人员。他们共用旅行社的预订和钱包：管理员还管理成员、提现和银行资料，编辑可预订和付款，查看者可查看预订和钱包。',
    table: '旅行社成员',
    columns: {
      name: '姓名',
      email: '电子邮件',
      role: '角色',
      active: '启用',
      last_sign_in: '最近登录',
    },
    roles: {
      admin: '管理员',
      editor: '编辑',
      viewer: '查看者',
    },
    never: '从未',
    you: '您',
    account_holder: '主账户',
    role_of: '%{name} 的角色',
    active_of: '%{name} 可以登录',
    no_data: '未找到数据',
    load_failed: '无法加载成员列表，请重试。',
    add: '添加成员',
    add_title: '添加成员',
    add_hint: '成员可立即用此电子邮件和密码登录；请将密码告知对方，对方之后可以修改。',
    fields: {
      firstName: '名',
      lastName: '姓',
      email: '电子邮件',
      phone: '电话',
      password: '密码',
      confirmPassword: '再次输入密码',
      agencyRole: '角色',
    },
    cancel: '取消',
    save: '添加',
    added: '已添加 %{name}，角色为%{role}',
    role_changed: '%{name} 现在是%{role}',
    deactivated: '%{name} 已停用并已退出登录',
    reactivated: '%{name} 可以再次登录',
    errors: {
      admin_only: '只有贵旅行社的管理员可以管理成员。',
      last_admin: '贵旅行社必须保留至少一名启用的管理员。',
      account_holder: '旅行社的主账户不能停用：其预订和钱包都在该账户中。',
    },
  },
} as const;
