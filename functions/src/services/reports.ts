import {
  COLLECTIONS,
  ERROR,
  isLiveStatus,
  MY_REPORTS_PATH,
  OUTCOME_OF,
  QUERIES,
  reportIdFor,
  REPORTS_TO_HIDE,
  reportTargetIdFor,
  type BuyerBookingsDoc,
  type NewReport,
  type OrderDoc,
  type ProductDoc,
  type ReportAction,
  type ReportDoc,
  type ReportTargetDoc,
  type ReportTargetKind,
  type UserDoc,
} from '@reshelf/domain';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type DocumentReference, type Transaction, type WithFieldValue } from 'firebase-admin/firestore';
import { docRef, now } from '../lib/docs';
import { runContended } from '../lib/contended-transaction';
import { HttpError } from '../lib/errors';
import { buildQuery } from '../lib/firestore-query';
import { readTarget, writeMove } from './order-moves';
import { notify } from './notifications';
import { hideListing, prepareRemoval, unhideListing } from './products';
import { endSessions, isAdmin, unlessGone, type Member } from './users';

const TARGET_COLLECTION = { product: COLLECTIONS.products, user: COLLECTIONS.users } as const;

/** The counter of a target's open reports, written by every report and decision on it. */
const counterRef = (kind: ReportTargetKind, id: string) =>
  getFirestore().collection(COLLECTIONS.reportTargets).doc(reportTargetIdFor(kind, id));

interface ReportTarget {
  name: string;
  ownerUid: string;
  ownerName: string;
  /** The listing, for a product target. */
  product?: ProductDoc;
}

/** In a transaction: what a report names, 404 when it does not exist (or the person is leaving). */
async function readReportTarget(
  tx: Transaction,
  kind: ReportTargetKind,
  ref: DocumentReference,
): Promise<ReportTarget> {
  const data = (await tx.get(ref)).data();
  if (kind === 'product') {
    const product = data as ProductDoc | undefined;
    if (!product) throw new HttpError('not-found');
    return { name: product.productName, ownerUid: product.sellerUid, ownerName: product.sellerName, product };
  }
  const user = data as UserDoc | undefined;
  if (!user || user.deletedAt) throw new HttpError('not-found');
  return { name: user.name, ownerUid: ref.id, ownerName: user.name };
}

/**
 * One person's report of a listing or a person. Its id comes from the reporter and the target, so
 * a second one is refused (409) however the requests race. Every report of a target rewrites the
 * target's counter in the same transaction, so racing reports line up, and the one that makes
 * REPORTS_TO_HIDE open reports from different people hides the listing then and there.
 */
export async function fileReport(reporter: Member, input: NewReport): Promise<string> {
  const { targetKind: kind, targetId } = input;
  const targetRef = docRef(TARGET_COLLECTION[kind], targetId);
  const reportRef = docRef(COLLECTIONS.reports, reportIdFor(reporter.uid, kind, targetId));
  const counter = counterRef(kind, targetId);
  const alreadyReported = () => new HttpError('conflict', ERROR.alreadyReported);
  return runContended(
    getFirestore(),
    async (tx) => {
      const target = await readReportTarget(tx, kind, targetRef);
      if (target.ownerUid === reporter.uid) throw new HttpError('forbidden', ERROR.ownReport);
      const [reportSnap, counterSnap] = await tx.getAll(reportRef, counter);
      if (reportSnap!.exists) throw alreadyReported();
      const open = [...((counterSnap!.data() as ReportTargetDoc | undefined)?.open ?? []), reporter.uid];
      const report: WithFieldValue<ReportDoc> = {
        reporterUid: reporter.uid,
        targetKind: kind,
        targetId,
        targetName: target.name,
        targetOwnerUid: target.ownerUid,
        targetOwnerName: target.ownerName,
        reason: input.reason,
        text: input.text,
        status: 'open',
        createdAt: now(),
      };
      tx.create(reportRef, report);
      tx.set(counter, { open, updatedAt: now() });
      if (target.product && !target.product.hiddenFor && new Set(open).size >= REPORTS_TO_HIDE) {
        hideListing(tx, targetRef, target.product, 'reports');
      }
      return reportRef.id;
    },
    async () => {
      if ((await reportRef.get()).exists) throw alreadyReported();
      return undefined;
    },
  );
}

/**
 * An admin's decision on a report, for every open report on its target: Keep dismisses them (a
 * listing the reports hid is offered again), Remove deletes the listing (its live booking is
 * cancelled, "listing removed"), Suspend takes the account of the listing's seller or of the
 * reported person. The reports record the outcome, which their reporters read.
 */
export async function decideReport(admin: Member, id: string, action: ReportAction): Promise<number> {
  const report = (await docRef(COLLECTIONS.reports, id).get()).data() as ReportDoc | undefined;
  if (!report) throw new HttpError('not-found');
  if (report.status !== 'open') throw new HttpError('conflict', ERROR.reportDecided);
  if (action === 'remove' && report.targetKind !== 'product') throw new HttpError('conflict', ERROR.notAListing);
  // The steps of a suspension each hold when repeated: a failure half way leaves the reports open
  // for the admin to try again.
  if (action === 'suspend') await suspendAccount(report.targetOwnerUid);
  return closeReports(admin, report, action);
}

/** One transaction: the target's open reports get the outcome, and the listing what the action does to it. */
async function closeReports(admin: Member, report: ReportDoc, action: ReportAction): Promise<number> {
  const { targetKind: kind, targetId } = report;
  const counter = counterRef(kind, targetId);
  const productRef = kind === 'product' ? docRef(COLLECTIONS.products, targetId) : undefined;
  return getFirestore().runTransaction(async (tx) => {
    const open = await tx.get(buildQuery(QUERIES.targetOpenReports(kind, targetId)));
    if (open.empty) throw new HttpError('conflict', ERROR.reportDecided);
    const product = productRef && ((await tx.get(productRef)).data() as ProductDoc | undefined);
    const remove =
      action === 'remove' && productRef && product ? await prepareRemoval(tx, productRef, product, 'admin') : undefined;
    for (const d of open.docs) {
      tx.update(d.ref, { status: 'decided', outcome: OUTCOME_OF[action], decidedAt: now(), decidedBy: admin.uid });
      const { reporterUid, targetName } = d.data() as ReportDoc;
      const params = { name: targetName, outcome: OUTCOME_OF[action] };
      if (reporterUid !== admin.uid) notify(tx, reporterUid, { kind: 'reportDecided', link: MY_REPORTS_PATH, params });
    }
    tx.set(counter, { open: [], updatedAt: now() });
    if (action === 'keep' && productRef && product?.hiddenFor === 'reports') unhideListing(tx, productRef, product);
    remove?.();
    return open.size;
  });
}

/**
 * Suspends an account: marked first (the booking transaction reads the mark, so nothing new slips
 * in) with its sessions ended, then disabled in Auth with its refresh tokens revoked, its listings
 * hidden, and its live bookings, as buyer and as seller, cancelled through the lifecycle.
 */
async function suspendAccount(uid: string) {
  const userRef = docRef(COLLECTIONS.users, uid);
  await getFirestore().runTransaction(async (tx) => {
    const user = (await tx.get(userRef)).data() as UserDoc | undefined;
    if (!user) throw new HttpError('not-found');
    if (isAdmin(user)) throw new HttpError('conflict', ERROR.adminNotSuspendable);
    tx.update(userRef, { ...(user.suspendedAt ? {} : { suspendedAt: now() }), ...endSessions(), updatedAt: now() });
  });
  await unlessGone(getAuth().updateUser(uid, { disabled: true }));
  await unlessGone(getAuth().revokeRefreshTokens(uid));

  const listings = await buildQuery(QUERIES.sellerProducts(uid)).select().get();
  await Promise.all(
    listings.docs.map((d) =>
      getFirestore().runTransaction(async (tx) => {
        const product = (await tx.get(d.ref)).data() as ProductDoc | undefined;
        if (product && product.hiddenFor !== 'suspension') hideListing(tx, d.ref, product, 'suspension');
      }),
    ),
  );

  const db = getFirestore();
  const [bookings, sales] = await Promise.all([
    db.collection(COLLECTIONS.buyerBookings).doc(uid).get(),
    buildQuery(QUERIES.sellerOpenOrders(uid)).select().get(),
  ]);
  const bought = ((bookings.data() as BuyerBookingsDoc | undefined)?.active ?? []).map((o) =>
    docRef(COLLECTIONS.orders, o),
  );
  await Promise.all(
    [...bought, ...sales.docs.map((d) => d.ref)].map((ref) =>
      db.runTransaction(async (tx) => {
        const order = (await tx.get(ref)).data() as OrderDoc | undefined;
        if (!order || !isLiveStatus(order.status)) return;
        writeMove(tx, await readTarget(tx, ref, order), 'accountSuspended', 'admin');
      }),
    ),
  );
}
