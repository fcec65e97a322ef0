import { fromPromise } from 'xstate';
import type { BookingApi, HoldRequest, PromoTrial, RoomSearch, SlipPayment } from './api';
import type { DescribedQuote, HoldInfo, OnlineStart, Payment, PromoCheck, QuoteBody, ReservationBody, ReservationDetail, RoomChoice, WalletPaid } from './apiTypes';
import { bookingMachine } from './bookingMachine';
import { holdMachine } from './holdMachine';
import { paymentMachine } from './paymentMachine';

/**
 * The booking wizard's machines wired to one audience's calls (`bookingApi('admin')` for the desk,
 * `bookingApi('userPortal')` for guests): the same charts, only the actors differ. The hold and payment
 * machines are children, so they get the calls too (a `provide` on the parent does not reach them).
 */
export const bookingMachineFor = (api: BookingApi) =>
  bookingMachine.provide({
    actors: {
      searchRooms: fromPromise<RoomChoice, RoomSearch>(({ input }) => api.searchRooms(input)),
      priceQuote: fromPromise<DescribedQuote, QuoteBody>(({ input }) => api.priceQuote(input)),
      checkPromo: fromPromise<PromoCheck, PromoTrial>(({ input }) => api.checkPromo(input)),
      createReservation: fromPromise<ReservationDetail, ReservationBody>(({ input }) => api.createReservation(input)),
      releaseHold: fromPromise<unknown, { holdId: string }>(({ input }) => api.releaseHold(input)),
      holdMachine: holdMachine.provide({
        actors: {
          createHold: fromPromise<HoldInfo, HoldRequest>(({ input }) => api.createHold(input)),
          extendHold: fromPromise<HoldInfo, { holdId: string }>(({ input }) => api.extendHold(input)),
          checkHold: fromPromise<HoldInfo | null, { holdId: string }>(({ input }) => api.checkHold(input)),
          releaseHold: fromPromise<unknown, { holdId: string }>(({ input }) => api.releaseHold(input)),
        },
      }),
      paymentMachine: paymentMachine.provide({
        actors: {
          startOnlinePayment: fromPromise<OnlineStart, { reservationId: string }>(({ input }) => api.startOnlinePayment(input)),
          sendSlip: fromPromise<Payment, { reservationId: string; payment: SlipPayment }>(({ input }) => api.sendSlip(input)),
          payFromWallet: fromPromise<WalletPaid, { reservationId: string; onceKey: string }>(({ input }) => api.payFromWallet(input)),
          fetchReservation: fromPromise<ReservationDetail, { reservationId: string }>(({ input }) => api.fetchReservation(input)),
        },
      }),
    },
  });
