import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Loose } from './statementTiming';

/** The two ways a PGlite instance or transaction sends statements, as its own methods (bound to it). */
export interface Statements {
  query: Loose;
  exec: Loose;
}

/** Wraps the statements of the instance, or of one transaction (`transaction`, its own object) when given. */
export type StatementWrapper = (own: Statements, transaction?: Transaction) => Partial<Statements>;

const ownStatements = (target: PGlite | Transaction): Statements => ({ query: target.query.bind(target) as Loose, exec: target.exec.bind(target) as Loose });

/**
 * Replaces `query` and `exec` of a PGlite instance, and of every transaction it opens, by `wrapper`'s
 * versions (what it leaves out stays as it was). PGlite's transactions call its private methods, not the
 * instance's, so each transaction's object is wrapped as it opens. `opening` runs when a transaction is
 * asked for, in its caller's async context (PGlite may start the callback in another's), and chooses that
 * transaction's wrapper: `wrapper` unless it says otherwise, none when it answers undefined.
 */
export const wrapStatements = (client: PGlite, wrapper: StatementWrapper, opening: () => StatementWrapper | undefined = () => wrapper) => {
  Object.assign(client, wrapper(ownStatements(client)));
  const transaction = client.transaction.bind(client);
  (client as unknown as { transaction: Loose }).transaction = (...args: unknown[]) => {
    const [work] = args as [(tx: Transaction) => Promise<unknown>];
    const wrapTransaction = opening();
    if (!wrapTransaction) return transaction(work);
    return transaction((tx) => {
      // The transaction's own object stays untouched (its `closed` and `rollback` keep working through the prototype).
      const wrapped = Object.create(tx) as Transaction;
      Object.assign(wrapped, wrapTransaction(ownStatements(tx), tx));
      return work(wrapped);
    });
  };
};
