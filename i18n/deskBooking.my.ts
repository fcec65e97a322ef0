import type { enDeskBooking } from './deskBooking.en';
import type { DeepStrings } from './types';

export const myDeskBooking: DeepStrings<typeof enDeskBooking> = {
  deskBooking: {
    title: 'Tempahan baharu',
    intro: 'Tetamu walk-in atau melalui telefon pada kadar awam, atau tempahan untuk agensi pada kadar kontraknya. Tempahan yang dibuat di sini diluluskan serta-merta.',
    book_for: 'Tempah untuk',
    walk_in: 'Tetamu walk-in atau telefon (kadar awam)',
    for_agency: 'Agensi (kadar kontraknya)',
    agency: 'Ejen pelancongan atau pekerja bebas',
    agency_search: 'Taip nama syarikat, nama atau e-mel',
    no_agencies: 'Tiada agensi yang diluluskan dan aktif sepadan',
    choose_agency: 'Pilih agensi untuk memulakan tempahan.',
    agency_hint: 'Harga mengikut kadar kontrak %{agency}. Tempahan ini milik mereka: ia dipaparkan dalam portal mereka dan memperoleh komisen mereka semasa daftar masuk. Menukar untuk siapa tempahan ini akan memulakan tempahan semula.',
    booked_for: 'Ditempah untuk %{agency}.',
    new: 'Tempahan baharu',
    created_title: 'Tempahan %{bookingNo} telah dibuat',
    created: 'Ia telah diluluskan dan biliknya telah diambil. Jumlah: %{total}.',
    payment_title: 'Bayaran',
    payment_hint: '“Bayar di resort” mengesahkan penginapan (tiada tarikh akhir bayaran) dan tetamu membayar semasa daftar masuk; “Bayar kemudian” menyimpan bilik sehingga tarikh akhir di bawah, untuk pindahan bank atau bayaran di kaunter. Terima bayaran di halaman tempahan.',
    kept_until: 'Jika belum dibayar, bilik disimpan sehingga %{moment}; selepas itu tempahan luput dan bilik dijual semula.',
    pay_at_resort: 'Bayar di resort',
    pay_later: 'Bayar kemudian',
    open: 'Buka tempahan',
  },
};
