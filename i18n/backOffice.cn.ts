import type { enBackOffice } from './backOffice.en';
import type { DeepStrings } from './types';

export const cnBackOffice: DeepStrings<typeof enBackOffice> = {
  backOffice: {
    reservation: {
      sections: { transfers: '接送', payments: '付款与凭证' },
      fields: { agency: '代理公司', bookedBy: '预订人', packageOption: '套餐选项', approvedBy: '批准人' },
      resort_booking: '度假村（后台）',
      transfer: {
        trip: '接送',
        date: '日期',
        pickup: '接载',
        drop: '送达',
        return: '回程',
        vehicle: '船或车辆',
        persons: '人数',
        at: '%{time}，%{place}',
        none: '未预订接送',
        kind: { land: '陆路', boat: '船' },
      },
      payment: {
        date: '提交时间',
        method: '方式',
        amount: '金额',
        reference: '参考号',
        status: '状态',
        decided_by: '审核人',
        slip: '凭证',
        view_slip: '查看凭证',
        slip_title: '%{amount} 的凭证',
        close: '关闭',
        none: '尚无付款',
      },
    },
    filters: { checkInFrom: '入住日期自', checkInTo: '入住日期至', paymentStatus: '付款状态', agency: '代理公司' },
    audience: {
      title: '后台仅供度假村员工使用',
      signed_in_as: '您已以 %{email} 登录。',
      agent: '这是旅行代理账户：代理在代理门户中预订并跟进其预订。',
      agent_link: '前往代理门户',
      guest: '这是住客账户。住客暂时无法在线登录——住客网站即将推出。如需预订或更改住宿，请联系度假村或您的旅行代理。',
      staff_sign_in: '度假村员工：请在下方使用员工账户登录。',
    },
    notifications: {
      created: '已创建%{name}',
      updated: '已更新%{name} |||| 已更新 %{smart_count} 个%{names}',
      deleted: '已删除%{name} |||| 已删除 %{smart_count} 个%{names}',
    },
  },
};
