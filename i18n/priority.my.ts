import type { enPriority } from './priority.en';
import type { DeepStrings } from './types';

export const myPriority: DeepStrings<typeof enPriority> = {
  priority: {
    action: 'Ubah susunan',
    title: 'Susunan %{name}',
    hint: 'Seret baris melalui pemegangnya, atau gunakan butang Naik dan Turun. Wizard tempahan ejen memaparkannya mengikut susunan ini.',
    drag: 'Seret %{name}',
    move_up: 'Naikkan %{name}',
    move_down: 'Turunkan %{name}',
    save: 'Simpan susunan',
    saved: 'Susunan disimpan',
    moved: '%{name} kini nombor %{position}',
    list_label: 'Rekod mengikut susunan',
  },
};
