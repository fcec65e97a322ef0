import type { DeepStrings } from './types';
import type { enSettingsAdmin } from './settingsAdmin.en';

export const mySettingsAdmin: DeepStrings<typeof enSettingsAdmin> = {
  settingsAdmin: {
    title: 'Tetapan',
    saved: 'Tetapan %{section} disimpan',
    read_only: 'Peranan anda boleh membaca tetapan ini tetapi tidak boleh mengubahnya.',
    choices: {
      sandbox: 'Kotak pasir (tiada wang sebenar)',
      stripe: 'Stripe (kad dan FPX)',
      altcha: 'Bukti kerja terbina dalam',
      hosted: 'Captcha dihoskan',
      off: 'Tutup',
      turnstile: 'Cloudflare Turnstile',
      hcaptcha: 'hCaptcha',
    },
    tiers: { minDays: 'Hari sebelum daftar masuk (atau lebih)', feePercent: 'Yuran disimpan' },
    sections: {
      wallet: {
        title: 'Dompet',
        description: 'Cara ejen menambah nilai dompet, membayar daripadanya dan mengeluarkan wang.',
        fields: {
          topUpMin: { label: 'Tambah nilai minimum', help: 'Ejen boleh menambah nilai sekurang-kurangnya sebanyak ini setiap kali.' },
          topUpMax: { label: 'Tambah nilai maksimum', help: 'Ejen boleh menambah nilai paling banyak sebanyak ini setiap kali.' },
          payoutMin: { label: 'Pengeluaran minimum', help: 'Ejen boleh memohon pengeluaran baki mereka mulai jumlah ini.' },
          walletPaymentsEnabled: { label: 'Bayaran dompet', help: 'Ejen boleh membayar tempahan, kod promosi, pakej promosi dan acara daripada dompet mereka.' },
        },
      },
      influencer: {
        title: 'Rujukan',
        description: 'Apa yang diperoleh ejen daripada tempahan ejen yang dibawanya masuk.',
        fields: {
          referralPercent: { label: 'Komisen rujukan', help: 'Perujuk memperoleh bahagian ini daripada setiap tempahan ejen yang dibawanya masuk.' },
          referralDays: { label: 'Tempoh rujukan (hari)', help: 'Tempahan memperoleh komisen selama bilangan hari ini selepas ejen mendaftar; 0 bermaksud sentiasa.' },
        },
      },
      purchases: {
        title: 'Pembelian',
        description: 'Kod promosi, unit pakej promosi dan tempat duduk acara yang diambil ejen sebelum membayar.',
        fields: {
          holdMinutes: { label: 'Masa simpanan (minit)', help: 'Apa yang diambil ejen tetapi belum dibayar disimpan selama ini, kemudian ditawarkan kepada ejen lain.' },
        },
      },
      booking: {
        title: 'Peraturan tempahan dan daftar masuk',
        description: 'Tahanan, kiraan detik bayaran, tarikh tutup, masa daftar masuk dan keluar, orang setiap pemindahan, zon waktu, dan bila kaunter hadapan boleh mendaftar masuk tetamu.',
        fields: {
          minLeadDays: { label: 'Tempoh minimum sebelum ketibaan (hari)', help: 'Tempahan baharu boleh mendaftar masuk paling awal sekian hari selepas hari ini; 0 membenarkan daftar masuk pada hari yang sama.' },
          earlyCheckInFrom: { label: 'Daftar masuk awal dari (petang sebelumnya)', help: 'Masa seperti 18:00: kakitangan boleh mendaftar masuk tetamu mulai masa itu pada hari sebelum ketibaan. Kosong: hanya mulai tarikh daftar masuk.' },
          roomHoldMinutes: { label: 'Tahanan bilik (minit)', help: 'Bilik yang dipilih dalam wizard tempahan disimpan selama ini sementara tempahan diselesaikan.' },
          paymentCountdownMinutes: { label: 'Kiraan detik bayaran (minit)', help: 'Tempahan yang belum dibayar menyimpan biliknya selama ini selepas dibuat atau selepas bayarannya ditolak.' },
          deskPaymentHours: { label: 'Tempahan kaunter dibayar kemudian (jam)', help: 'Tempahan yang dibuat di pejabat belakang dan belum dibayar menyimpan biliknya selama ini (tetamu telefon yang membayar melalui pindahan bank), tidak kurang daripada kiraan detik pembayaran.' },
          cutOffDays: { label: 'Tarikh tutup (hari sebelum daftar masuk)', help: 'Tempahan mesti dibayar penuh sekian hari sebelum daftar masuk.' },
          specialRequestMaxLength: { label: 'Panjang permintaan khas (aksara)', help: 'Permintaan khas terpanjang yang boleh dibawa oleh tempahan.' },
          checkInTime: { label: 'Masa daftar masuk', help: 'Bilik sedia mulai masa ini (HH:MM, waktu resort) pada tarikh ketibaan.' },
          checkOutTime: { label: 'Masa daftar keluar', help: 'Tetamu meninggalkan bilik sebelum masa ini (HH:MM, waktu resort) pada tarikh berlepas.' },
          timeZone: { label: 'Zon waktu resort', help: 'Maksud hari ini dan masa bagi tempahan, kaunter dan laporan (cth. Asia/Kuala_Lumpur).' },
          maxTransferPersons: { label: 'Orang maksimum setiap pemindahan', help: 'Tempahan boleh meletakkan paling ramai sekian orang pada satu pemindahan.' },
          arrivalReminderDays: { label: 'Peringatan sebelum ketibaan (hari)', help: 'Tetamu yang menempah di laman tetamu dihantar e-mel masa daftar masuk dan pemindahan mereka sekian hari sebelum daftar masuk, sekali bagi setiap tempahan. 0 tidak menghantar peringatan.' },
        },
      },
      refunds: {
        title: 'Bayaran balik',
        description: 'Berapa banyak wang yang dibayar disimpan apabila pembatalan.',
        fields: {
          defaultCancelFeePercent: { label: 'Yuran pembatalan lalai', help: 'Bahagian ini daripada bayaran disimpan apabila pembatalan melainkan kakitangan memilih sebaliknya.' },
        },
      },
      cancellation: {
        title: 'Polisi pembatalan',
        description: 'Bayaran pembatalan bagi tetamu atau ejen, mengikut bilangan hari sebelum daftar masuk; tetamu membacanya sebelum menempah dan sebelum membatalkan.',
        fields: {
          tiers: { label: 'Peringkat', help: 'Dibatalkan sekurang-kurangnya bilangan hari ini sebelum daftar masuk, resort menyimpan bahagian ini daripada jumlah tempahan. Jika lebih dekat daripada semua peringkat, peringkat terdekat digunakan.' },
        },
      },
      resort: {
        title: 'Butiran resort',
        description: 'Resort seperti yang dinamakan pada invoisnya: kepala surat dan nota kaki PDF invois.',
        fields: {
          name: { label: 'Nama resort', help: 'Nama di bahagian atas setiap invois.' },
          legalName: { label: 'Nama sah', help: 'Syarikat yang mengeluarkan invois.' },
          registrationNo: { label: 'No. pendaftaran syarikat', help: 'Dicetak di bawah nama sah pada invois.' },
          sstNo: { label: 'No. pendaftaran SST', help: 'Nombor cukai jualan dan perkhidmatan yang dicetak pada invois.' },
          address: { label: 'Alamat', help: 'Alamat pos pada kepala surat invois.' },
          phone: { label: 'Telefon', help: 'Nombor yang dihubungi tetamu dan ejen, dicetak pada invois.' },
          email: { label: 'E-mel', help: 'Alamat yang ditulis oleh tetamu dan ejen, dicetak pada invois.' },
          website: { label: 'Laman web', help: 'Alamat web yang dicetak pada invois.' },
          invoiceFooter: { label: 'Nota kaki invois', help: 'Nota yang dicetak di bahagian bawah setiap invois.' },
        },
      },
      bank: {
        title: 'Akaun bank',
        description: 'Tempat ejen membayar melalui pindahan bank atau deposit tunai: dipaparkan pada borang slip bank-in mereka.',
        fields: {
          bankName: { label: 'Bank', help: 'Bank akaun resort, cth. Maybank.' },
          accountName: { label: 'Nama akaun', help: 'Nama pemegang akaun, seperti yang dipaparkan oleh bank pembayar.' },
          accountNumber: { label: 'Nombor akaun', help: 'Nombor yang ejen pindahkan atau depositkan wang.' },
          swift: { label: 'Kod SWIFT', help: 'Untuk pindahan dari bank di luar Malaysia.' },
          referenceInstructions: { label: 'Arahan rujukan', help: 'Apa yang pembayar tulis sebagai rujukan, supaya slip dipadankan dengan tempahannya.' },
        },
      },
      payments: {
        title: 'Gerbang kad',
        description: 'Tempat tetamu dan ejen membayar dalam talian dengan kad atau perbankan dalam talian FPX: kotak pasir terbina dalam (tiada wang sebenar) atau Stripe.',
        fields: {
          gateway: { label: 'Gerbang', help: 'Kotak pasir untuk mencuba; Stripe menerima kad Malaysia sebenar dan FPX.' },
          siteUrl: { label: 'Alamat awam laman', help: 'cth. https://book.pulaudamai.my: Stripe menghantar pembayar kembali ke sini selepas membayar.' },
          stripePublishableKey: { label: 'Kunci boleh terbit Stripe', help: 'Dari papan pemuka Stripe, Developers → API keys (pk_live_… atau pk_test_…).' },
          stripeSecretKey: { label: 'Kunci rahsia Stripe', help: 'Tidak pernah dipaparkan. Biarkan kosong untuk mengekalkan kunci tersimpan, atau tampal kunci baharu (sk_live_… atau sk_test_…).' },
          stripeWebhookSecret: { label: 'Rahsia tandatangan webhook Stripe', help: 'Tidak pernah dipaparkan. Bagi titik akhir /api/payment/stripe/webhook dalam papan pemuka Stripe (whsec_…).' },
        },
      },
      captcha: {
        title: 'Captcha',
        description: 'Semakan keselamatan pada borang awam seperti pendaftaran ejen.',
        fields: {
          mode: { label: 'Captcha', help: 'Bukti kerja terbina dalam (berfungsi tanpa internet), captcha dihoskan melalui kunci lamannya, atau tiada.' },
          provider: { label: 'Perkhidmatan captcha dihoskan', help: 'Cloudflare Turnstile atau hCaptcha; digunakan apabila captcha dihoskan.' },
          siteKey: { label: 'Kunci laman', help: 'Kunci awam yang diberikan oleh perkhidmatan untuk laman ini.' },
          secretKey: { label: 'Kunci rahsia', help: 'Tidak pernah dipaparkan. Biarkan kosong untuk mengekalkan kunci tersimpan, atau tampal kunci baharu.' },
        },
      },
      smtp: {
        title: 'E-mel keluar',
        description: 'Pelayan mel yang menghantar e-mel tempahan dan bayaran. Tanpanya, e-mel menunggu dalam peti keluar.',
        fields: {
          host: { label: 'Pelayan SMTP', help: 'Biarkan kosong untuk menyimpan e-mel sebagai fail dalam peti keluar dan tidak menghantarnya.' },
          port: { label: 'Port', help: 'Biasanya 587 (STARTTLS) atau 465 (TLS).' },
          secure: { label: 'TLS dari awal', help: 'Hidupkan untuk port 465; jika tidak, STARTTLS digunakan apabila pelayan menawarkannya.' },
          user: { label: 'Nama pengguna', help: 'Akaun yang digunakan resort untuk log masuk ke pelayan mel.' },
          password: { label: 'Kata laluan', help: 'Tidak pernah dipaparkan. Biarkan kosong untuk mengekalkan kata laluan tersimpan, atau taip yang baharu.' },
          from: { label: 'Pengirim', help: 'Nama dan alamat asal e-mel, cth. Pulau Damai Resort <reservations@pulaudamai.test>.' },
        },
      },
    },
  },
};
