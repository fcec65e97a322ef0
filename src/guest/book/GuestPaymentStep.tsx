import { PaymentForm, type PayMethod } from '../../portal/wizard/PaymentStep';
import { WizardActor } from '../../portal/wizard/wizardActor';

/** A guest pays online through the gateway or by bank-in slip (or cash deposit): no wallet, no cheque. */
export const GUEST_METHODS: readonly PayMethod[] = ['online', 'offline'];

/** The wizard's payment step on the guest site: the agents' form with a guest's ways to pay. */
export const GuestPaymentStep = () => {
  const payment = WizardActor.useSelector((s) => s.children.payment);
  return payment ? <PaymentForm payment={payment} methods={GUEST_METHODS} /> : null;
};
