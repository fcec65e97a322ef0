import type { enCalendar } from './calendar.en';
import type { DeepStrings } from './types';

export const myCalendar: DeepStrings<typeof enCalendar> = {
  calendar: {
    title: 'Kalendar resort',
    intro:
      'Tandakan hari yang dikira sebagai hujung minggu, puncak, puncak tertinggi atau khas. Surcaj yang menggunakan "Hari daripada kalendar" dikenakan pada hari jenisnya, dan kod promo yang mengecualikan sesuatu jenis menolak daftar masuk pada hari itu.',
    kinds: {
      weekend: 'Hujung minggu',
      peak: 'Puncak',
      'super-peak': 'Puncak tertinggi',
      custom: 'Khas',
    },
    unmarked: 'Tidak ditanda',
    legend: 'Petunjuk',
    earlier: 'Bulan sebelumnya',
    later: 'Bulan seterusnya',
    this_month: 'Bulan ini',
    month_grid: 'Hari dalam %{month}',
    day_name: '%{date}, %{kind}',
    day_surcharges: 'Surcaj: %{names}',
    hint: 'Klik satu hari atau seret merentasi beberapa hari; dengan papan kekunci, gerak dengan kekunci anak panah, tekan Space untuk mula memilih dan Shift bersama anak panah untuk melanjutkannya. Kemudian pilih jenis hari itu.',
    selection: '%{from} – %{to} (%{smart_count} hari) |||| %{from} – %{to} (%{smart_count} hari)',
    nothing_selected: 'Tiada hari dipilih',
    mark_as: 'Tandakan sebagai',
    clear: 'Padam tanda',
    label: 'Label (pilihan)',
    label_hint: 'Nama cuti umum atau acara, dipaparkan pada hari itu',
    saved: 'Kalendar disimpan',
    bad_date: 'Bukan tarikh yang sah',
    bad_kind: 'Pilih hujung minggu, puncak, puncak tertinggi atau khas',
    to_before_from: 'Tarikh akhir sebelum tarikh mula',
    range_too_long: 'Paling banyak %{max} hari sekali gus',
  },
};
