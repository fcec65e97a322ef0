import type { enBackOffice } from './backOffice.en';
import type { DeepStrings } from './types';

export const myBackOffice: DeepStrings<typeof enBackOffice> = {
  backOffice: {
    reservation: {
      sections: { transfers: 'Pengangkutan', payments: 'Bayaran dan slip' },
      fields: { agency: 'Agensi', bookedBy: 'Ditempah oleh', packageOption: 'Pilihan pakej', approvedBy: 'Diluluskan oleh' },
      resort_booking: 'Pihak resort (pejabat belakang)',
      transfer: {
        trip: 'Pengangkutan',
        date: 'Tarikh',
        pickup: 'Ambil',
        drop: 'Hantar',
        return: 'Pulang',
        vehicle: 'Bot atau kenderaan',
        persons: 'Orang',
        at: '%{time} di %{place}',
        none: 'Tiada pengangkutan ditempah',
        kind: { land: 'Darat', boat: 'Bot' },
      },
      payment: {
        date: 'Dihantar',
        method: 'Kaedah',
        amount: 'Jumlah',
        reference: 'Rujukan',
        status: 'Status',
        decided_by: 'Diputuskan oleh',
        slip: 'Slip',
        view_slip: 'Lihat slip',
        slip_title: 'Slip untuk %{amount}',
        close: 'Tutup',
        none: 'Belum ada bayaran',
      },
    },
    filters: { checkInFrom: 'Daftar masuk dari', checkInTo: 'Daftar masuk hingga', paymentStatus: 'Status bayaran', agency: 'Agensi' },
    audience: {
      title: 'Pejabat belakang adalah untuk kakitangan resort',
      signed_in_as: 'Anda log masuk sebagai %{email}.',
      agent: 'Ini akaun ejen pelancongan: ejen membuat dan mengikuti tempahan mereka di portal ejen.',
      agent_link: 'Pergi ke portal ejen',
      guest: 'Ini akaun tetamu. Tetamu belum boleh log masuk dalam talian — laman tetamu akan datang. Untuk menempah atau mengubah penginapan, sila hubungi pihak resort atau ejen pelancongan anda.',
      staff_sign_in: 'Kakitangan resort: log masuk dengan akaun kakitangan anda di bawah.',
    },
    notifications: {
      created: '%{name} dicipta',
      updated: '%{name} dikemas kini |||| %{smart_count} %{names} dikemas kini',
      deleted: '%{name} dipadam |||| %{smart_count} %{names} dipadam',
    },
  },
};
