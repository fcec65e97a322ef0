import type { enDeskBooking } from './deskBooking.en';
import type { DeepStrings } from './types';

export const myDeskBooking: DeepStrings<typeof enDeskBooking> = {
  deskBooking: {
    title: 'Tempahan baharu',
    intro: 'Tempahan walk-in atau melalui telefon pada kadar awam. Tempahan yang dibuat di sini diluluskan serta-merta.',
    new: 'Tempahan baharu',
    created_title: 'Tempahan %{bookingNo} telah dibuat',
    created: 'Ia telah diluluskan dan biliknya telah diambil. Jumlah: %{total}.',
    payment_title: 'Bayaran',
    payment_hint: '“Bayar di resort” mengesahkan penginapan (tiada kiraan detik bayaran) dan tetamu membayar semasa daftar masuk; “Bayar kemudian” mengekalkan kiraan detik bayaran. Terima bayaran di halaman tempahan.',
    pay_at_resort: 'Bayar di resort',
    pay_later: 'Bayar kemudian',
    open: 'Buka tempahan',
  },
};
