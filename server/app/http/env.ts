import type { Locale } from '../../../i18n/types';
import type { PermissionMatrix } from '../../../resources/types';
import type { Database } from '../../db/client';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Mailer } from '../email/mailer';
import type { InvoiceRenderer } from '../invoices/invoice';
import type { PaymentGateway } from '../payments/gateway';
import type { ReportPdfRenderer } from '../reports/reportDocument';
import type { BookingRules } from '../settings/settings';
import type { FileStorage } from '../uploads/storage';
import type { SessionProof } from '../auth/sessionGuess';
import type { Translate } from './i18n';
import type { RequestTimer } from './requestTiming';

/** What `createApp` is given: every effect on the outside world comes through here. */
export interface AppDeps {
  database: Database;
  clock: Clock;
  storage: FileStorage;
  mailer: Mailer;
  payments: PaymentGateway;
  /** Invoice PDFs: pdfkit in Node, a plain writer in the browser mock. */
  invoices: InvoiceRenderer;
  /** Report PDFs: pdfkit in Node; absent, plain text PDFs (the browser mock). */
  reportPdf?: ReportPdfRenderer;
  config: AppConfig;
  /**
   * How the server calls payment and captcha providers over the internet (Stripe's API, a hosted
   * captcha's siteverify): tests give a fake that answers as the provider documents; absent, `fetch`.
   */
  providerFetch?: typeof fetch;
}

/** The signed-in person behind a request. */
export interface Actor {
  /** The person: sessions, bookmarks, audit entries, who made a booking or recorded a payment. */
  id: string;
  /**
   * The account whose things the person works on: an agency member's agency (its first admin), else the
   * person. Bookings, holds, the wallet, payments, payouts, commissions and purchases belong to it.
   */
  accountId: string;
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
  kind: 'staff' | 'agent' | 'guest';
  roleName: string | null;
  permissions: PermissionMatrix;
  agentType: string | null;
  /** Agents: P pending, A approved, R rejected (a member never stands better than its agency). */
  status: string | null;
  /** Agents: their role inside their agency (admin, editor, viewer). */
  agencyRole: string | null;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    /** This request's id: the load balancer's `X-Request-Id` when it sent a usable one, else a new UUID. */
    requestId: string;
    locale: Locale;
    t: Translate;
    actor: Actor;
    /**
     * The booking rules staff set (hold, countdown, cut-off, times, zone...), read from the database at
     * most once per request and only when asked: every server behind the database sees a change at once.
     * Call it before a transaction starts (an embedded database runs one statement at a time).
     */
    rules: () => Promise<BookingRules>;
    /** The session this GET runs on before its lookup has confirmed it, and that lookup (see readAhead.ts). */
    sessionProof: SessionProof | undefined;
    /** The app's own `fetch`, to run a request again from the start (readAhead.ts). */
    dispatch: (request: Request, env: unknown) => Response | Promise<Response>;
    /** This request's timing, when the app times requests (config `serverTiming`). */
    timing: RequestTimer | undefined;
  };
}
