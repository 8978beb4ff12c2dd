// Bill routes: the supplier's (/sup/bill/index) and the buyer's finance review
// (/hna/financeReview/index). The side of a call is fixed here, never taken from the request, so a
// supplier never reaches a review call and the buyer never writes a supplier's bill.
import {
  addBillInvoice,
  approveBill,
  correctBill,
  createBill,
  createFreightBill,
  createRepairBill,
  getBillKinds,
  getBillTolerance,
  getBillableLines,
  getBuyerBill,
  getSupplierBill,
  listBillSources,
  listBuyerBills,
  listSupplierBills,
  refuseBill,
  removeBillInvoice,
  setBillTolerance,
  submitBill,
  updateBill,
} from '@portal/contract';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, type ModulePlugin } from '../../http/register-call.ts';
import type { BillReviewService } from './review.ts';
import type { BillService } from './service.ts';

export interface BillServices {
  bills: BillService;
  review: BillReviewService;
}

export const billsPlugin: ModulePlugin<BillServices> = async (app, { guard, services }) => {
  const { bills, review } = services;
  registerCall(app, guard, listSupplierBills, async (input, req) =>
    ok(req, await bills.list(actorOf(req), 'supplier', input, requestLanguage(req))),
  );
  registerCall(app, guard, getSupplierBill, async (input, req) =>
    ok(req, await bills.detail(actorOf(req), 'supplier', input.id, requestLanguage(req))),
  );
  registerCall(app, guard, getBillableLines, async (input, req) =>
    ok(req, await bills.billable(actorOf(req), input.contractId)),
  );
  registerCall(app, guard, getBillKinds, async (_input, req) =>
    ok(req, { kinds: [...(await bills.kinds(actorOf(req)))] }),
  );
  registerCall(app, guard, listBillSources, async (input, req) =>
    ok(req, await bills.sources(actorOf(req), input)),
  );
  registerCall(app, guard, createRepairBill, async (input, req) =>
    ok(req, await bills.createRepair(actorOf(req), input), 'bill.created'),
  );
  registerCall(app, guard, createFreightBill, async (input, req) =>
    ok(req, await bills.createFreight(actorOf(req), input), 'bill.created'),
  );
  registerCall(app, guard, createBill, async (input, req) =>
    ok(req, await bills.create(actorOf(req), input), 'bill.created'),
  );
  registerCall(app, guard, updateBill, async (input, req) =>
    ok(req, await bills.update(actorOf(req), input), 'bill.saved'),
  );
  registerCall(app, guard, addBillInvoice, async (input, req) =>
    ok(req, await bills.addInvoice(actorOf(req), input), 'bill.invoiceAdded'),
  );
  registerCall(app, guard, removeBillInvoice, async (input, req) =>
    ok(req, await bills.removeInvoice(actorOf(req), input), 'bill.invoiceRemoved'),
  );
  registerCall(app, guard, submitBill, async (input, req) =>
    ok(req, await bills.submit(actorOf(req), input), 'bill.submitted'),
  );
  registerCall(app, guard, correctBill, async (input, req) =>
    ok(req, await bills.correct(actorOf(req), input), 'bill.corrected'),
  );
  registerCall(app, guard, listBuyerBills, async (input, req) =>
    ok(req, await bills.list(actorOf(req), 'buyer', input, requestLanguage(req))),
  );
  registerCall(app, guard, getBuyerBill, async (input, req) =>
    ok(req, await bills.detail(actorOf(req), 'buyer', input.id, requestLanguage(req))),
  );
  registerCall(app, guard, approveBill, async (input, req) =>
    ok(req, await review.approve(actorOf(req), input), 'bill.approved'),
  );
  registerCall(app, guard, refuseBill, async (input, req) =>
    ok(req, await review.refuse(actorOf(req), input), 'bill.refused'),
  );
  registerCall(app, guard, getBillTolerance, async (_input, req) =>
    ok(req, await review.tolerance(actorOf(req))),
  );
  registerCall(app, guard, setBillTolerance, async (input, req) =>
    ok(req, await review.setTolerance(actorOf(req), input), 'bill.toleranceSaved'),
  );
};
