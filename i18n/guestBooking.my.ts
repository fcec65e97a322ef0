import type { enGuestBooking } from './guestBooking.en';
import type { DeepStrings } from './types';

/** Malay messages of the guest site's booking wizard and My bookings (`app.guestBooking.*`). */
export const myGuestBooking: DeepStrings<typeof enGuestBooking> = {
  guestBooking: {
    title: 'Tempah penginapan anda',
    intro: 'Pilih pakej, tarikh dan bilik anda, kemudian bayar dalam talian atau melalui bank-in. Bilik anda ditahan sementara anda menyelesaikan tempahan.',
    list: {
      title: 'Tempahan saya',
      intro: 'Tempahan anda di resort, yang terbaharu dahulu.',
      none: 'Anda belum mempunyai tempahan.',
      book: 'Tempah penginapan',
      more: 'Tunjuk lagi',
      stay: '%{checkIn} – %{checkOut}',
      due: 'Perlu dibayar %{amount}',
      nothing_due: 'Tiada bayaran tertunggak',
      total: 'Jumlah %{amount}',
      load_failed: 'Tempahan anda tidak dapat dimuatkan.',
    },
    detail: {
      back: 'Tempahan saya',
      addons: 'Tambahan',
      addon_retired: 'Tambahan yang tidak lagi ditawarkan',
      no_addons: 'Tiada tambahan.',
      edit_addons: 'Ubah tambahan',
      addons_title: 'Tambahan bagi tempahan %{bookingNo}',
      addons_hint: 'Harga tempahan dikira semula dengan tambahan yang anda pilih.',
      addons_saved: 'Tambahan disimpan. Jumlah baharu: %{total}.',
      addons_none_offered: 'Tiada tambahan ditawarkan buat masa ini.',
      save: 'Simpan',
      close: 'Tutup',
      units: 'Unit',
      pay_online: 'Bayar %{amount} dalam talian',
      paying: 'Membawa anda ke halaman pembayaran…',
      payment_returned: 'Terima kasih: bayaran dalam talian anda telah direkodkan.',
      payment_not_taken: 'Bayaran dalam talian tidak berjaya. Tiada caj dikenakan; anda boleh cuba lagi.',
      cancelled_terms: 'Tempahan %{bookingNo} telah dibatalkan. Caj pembatalan: %{fee}. Bayaran balik kepada anda: %{refund}.',
      cancel_checking: 'Mengira yuran pembatalan…',
      cancel_terms: 'Membatalkan sekarang, %{smart_count} hari sebelum daftar masuk |||| Membatalkan sekarang, %{smart_count} hari sebelum daftar masuk',
      cancel_fee: 'Yuran pembatalan',
      cancel_paid: 'Telah dibayar',
      cancel_refund: 'Bayaran balik kepada anda',
      cancel_policy: 'Di bawah polisi pembatalan resort, yurannya ialah %{percent}% daripada jumlah.',
      cancel_no_fee: 'Tiada yuran dikenakan: apa-apa yang anda bayar akan dikembalikan.',
      cancel_refund_note: 'Resort membayar balik amaun di atas kepada anda selepas pembatalan.',
    },
  },
};
