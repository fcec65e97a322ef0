import type { enPriority } from './priority.en';
import type { DeepStrings } from './types';

export const cnPriority: DeepStrings<typeof enPriority> = {
  priority: {
    action: '调整顺序',
    title: '%{name}的顺序',
    hint: '拖动行左侧的手柄，或使用“上移”和“下移”按钮。代理的预订向导按此顺序显示。',
    drag: '拖动 %{name}',
    move_up: '上移 %{name}',
    move_down: '下移 %{name}',
    save: '保存顺序',
    saved: '顺序已保存',
    moved: '%{name} 现在排第 %{position} 位',
    list_label: '按顺序排列的记录',
  },
};
