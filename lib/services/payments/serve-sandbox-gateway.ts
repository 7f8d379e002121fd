import 'server-only';
import { notFound } from '@/lib/app-error';
import { db } from '@/lib/db';
import { isUniqueViolation } from '@/lib/db-errors';
import { env } from '@/lib/env';
import {
  SANDBOX_GATEWAY_API_KEY,
  createSandboxGateway,
  type SandboxGatewayStore,
  type SandboxTransaction,
} from '@/lib/integrations/payments/sandbox-gateway';
import { SANDBOX_GATEWAY_PATH } from './payment-providers';

// The sandbox hosted-form gateway as the app serves it in sandbox mode (CONTRACT §2), its state
// in the GatewayTransaction table. Outside sandbox mode it does not exist (404).

const store: SandboxGatewayStore = {
  async create(transaction) {
    await db.gatewayTransaction.create({ data: transaction });
  },
  async find(tokenId) {
    const row = await db.gatewayTransaction.findUnique({ where: { tokenId } });
    return row ? (row as SandboxTransaction) : null;
  },
  async submit(tokenId, outcome) {
    const { count } = await db.gatewayTransaction.updateMany({
      where: { tokenId, status: 'created' },
      data: { status: 'submitted', ...outcome },
    });
    return count === 1;
  },
  async complete(tokenId, transactionId) {
    // A compare-and-set: of two completions at the same moment, one moves the row.
    const { count } = await db.gatewayTransaction.updateMany({
      where: { tokenId, status: 'submitted' },
      data: { status: 'completed', transactionId, completedAt: new Date() },
    });
    if (count !== 1) return null;
    return (await db.gatewayTransaction.findUnique({ where: { tokenId } })) as SandboxTransaction | null;
  },
  async findByTransactionId(transactionId) {
    const row = await db.gatewayTransaction.findUnique({ where: { transactionId } });
    return row ? (row as SandboxTransaction) : null;
  },
  async void(transactionId, unsettledSince) {
    const { count } = await db.gatewayTransaction.updateMany({
      where: {
        transactionId,
        status: 'completed',
        result: 1,
        voidedAt: null,
        refundedCents: 0,
        completedAt: { gte: unsettledSince },
      },
      data: { voidedAt: new Date() },
    });
    return count === 1;
  },
  async refund(transactionId, amountCents) {
    // One conditional statement: two refunds at the same moment never give back more than the sale.
    const count = await db.$executeRaw`
      UPDATE "GatewayTransaction" SET "refundedCents" = "refundedCents" + ${amountCents}
      WHERE "transactionId" = ${transactionId} AND "status" = 'completed' AND "result" = 1
        AND "voidedAt" IS NULL AND "refundedCents" + ${amountCents} <= "amountCents"`;
    return count === 1;
  },
  async saveVaultCustomer({ vaultId, cardLast4, cardExp, profile }) {
    // A new card starts its later charges afresh.
    await db.gatewayVaultCustomer.upsert({
      where: { vaultId },
      create: { vaultId, cardLast4, cardExp, profile },
      update: { cardLast4, cardExp, profile, charges: 0 },
    });
  },
  findVaultCustomer: (vaultId) =>
    vaultId ? db.gatewayVaultCustomer.findUnique({ where: { vaultId } }) : Promise.resolve(null),
  async recordVaultSale({ orderId, vaultId, amountCents, result, resultCode, resultText, transactionId, cardLast4 }) {
    try {
      // The order-id is the row's key: the same order twice is refused by the database itself.
      await db.$transaction([
        db.gatewayTransaction.create({
          data: {
            tokenId: `vault-order-${orderId}`,
            amountCents,
            redirectUrl: '',
            orderId,
            status: 'completed',
            result,
            resultCode,
            resultText,
            transactionId,
            cardLast4,
            completedAt: new Date(),
            customerVaultId: vaultId,
          },
        }),
        db.gatewayVaultCustomer.update({ where: { vaultId }, data: { charges: { increment: 1 } } }),
      ]);
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  },
};

function sandboxGateway() {
  if (!env.sandbox) throw notFound();
  return createSandboxGateway({
    store,
    apiKey: env.safesave.apiKey ?? SANDBOX_GATEWAY_API_KEY,
    formUrlFor: (tokenId) => `${env.appUrl}${SANDBOX_GATEWAY_PATH}/form/${encodeURIComponent(tokenId)}`,
  });
}

/** Steps 1 and 3 of the protocol: the gateway's XML answer to an XML request. */
export function answerSandboxGatewayRequest({ xml }: { xml: string }): Promise<string> {
  return sandboxGateway().handleApiRequest(xml);
}

/** Step 2: the card the browser posted; where to send the browser next (404 for an unknown token). */
export async function submitSandboxGatewayCard({
  tokenId,
  number,
  expiration,
  cvv,
}: {
  tokenId: string;
  number: string;
  expiration: string;
  cvv: string | null;
}): Promise<string> {
  const answer = await sandboxGateway().submitCard(tokenId, { number, expiration, cvv });
  if (!answer) throw notFound();
  return answer.redirectTo;
}
