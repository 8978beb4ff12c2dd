// Contract routes: the supplier's list, contract page, answers, sign-for, attachments and feedback
// upload (its contract menu), the buyer's review (its contract menu), and the ERP's inbound
// contract (its integration key).
import {
  acceptContractChange,
  answerContract,
  closeContract,
  confirmWholeContract,
  contractFeedbackTemplate,
  createErpContract,
  deleteContractAttachment,
  getBuyerContract,
  getSupplierContract,
  listBuyerContracts,
  listSupplierContracts,
  refuseContractChange,
  signForContract,
  uploadContractAttachment,
  uploadContractFeedback,
  uploadErpContractFile,
} from '@portal/contract';
import type { AppConfig } from '../../config.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, registerUploadCall, type ModulePlugin } from '../../http/register-call.ts';
import { checkIntegrationKey } from '../inquiry/index.ts';
import { sendXlsx, spreadsheetReceiver } from '../spreadsheet/index.ts';
import type { ContractAnswerService } from './answer-service.ts';
import type { ContractAttachmentService } from './attachment-service.ts';
import type { ContractBuyerService } from './buyer-service.ts';
import type { ContractErpService } from './erp-service.ts';
import type { ContractFeedbackService } from './feedback-service.ts';
import type { SupplierContractService } from './service.ts';
import type { ContractSignForService } from './sign-for-service.ts';

export interface ContractServices {
  config: AppConfig;
  erp: ContractErpService;
  contracts: SupplierContractService;
  answers: ContractAnswerService;
  buyer: ContractBuyerService;
  signing: ContractSignForService;
  feedback: ContractFeedbackService;
  attachments: ContractAttachmentService;
}

export const contractsPlugin: ModulePlugin<ContractServices> = async (app, { guard, services }) => {
  const { config, erp, contracts, answers, buyer, signing, feedback, attachments } = services;
  registerCall(app, guard, listSupplierContracts, async (input, req) =>
    ok(req, await contracts.list(actorOf(req), input)),
  );
  registerCall(app, guard, getSupplierContract, async (input, req) =>
    ok(req, await contracts.detail(actorOf(req), input.id)),
  );
  registerCall(app, guard, answerContract, async (input, req) =>
    ok(req, await answers.answer(actorOf(req), input), 'order.answered'),
  );
  registerCall(app, guard, confirmWholeContract, async (input, req) =>
    ok(req, await answers.confirmAll(actorOf(req), input), 'order.answered'),
  );
  registerCall(app, guard, signForContract, async (input, req) =>
    ok(req, await signing.signFor(actorOf(req), input), 'order.signedFor'),
  );
  registerUploadCall(
    app,
    guard,
    uploadContractAttachment,
    attachments.receiver(),
    async (input, file, req) =>
      ok(req, await attachments.upload(actorOf(req), input.id, file), 'order.attachmentAdded'),
  );
  registerCall(app, guard, deleteContractAttachment, async (input, req) =>
    ok(req, await attachments.remove(actorOf(req), input), 'order.attachmentDeleted'),
  );
  registerCall(app, guard, contractFeedbackTemplate, async (input, req, reply) => {
    // A plain link sends the browser's language, not the portal's: the widget names it.
    const lang = input.lang ?? requestLanguage(req);
    const buffer = await feedback.template(actorOf(req), lang);
    return sendXlsx(reply, lang === 'zh' ? '合同反馈.xlsx' : 'contract-feedback.xlsx', buffer);
  });
  registerUploadCall(
    app,
    guard,
    uploadContractFeedback,
    spreadsheetReceiver(),
    async (_input, file, req) => {
      const data = await feedback.upload(actorOf(req), file.buffer, requestLanguage(req));
      const refused = new Set(data.errors.map((e) => e.row)).size;
      return ok(req, data, 'order.fb.done', { applied: data.applied.length, refused });
    },
  );

  registerCall(app, guard, listBuyerContracts, async (input, req) =>
    ok(req, await contracts.buyerList(input, requestLanguage(req))),
  );
  registerCall(app, guard, getBuyerContract, async (input, req) =>
    ok(req, await contracts.buyerDetail(input.id, requestLanguage(req))),
  );
  registerCall(app, guard, acceptContractChange, async (input, req) =>
    ok(req, await buyer.acceptChange(actorOf(req), input), 'order.changeAccepted'),
  );
  registerCall(app, guard, refuseContractChange, async (input, req) =>
    ok(req, await buyer.refuseChange(actorOf(req), input), 'order.changeRefused'),
  );
  registerCall(app, guard, closeContract, async (input, req) =>
    ok(req, await buyer.close(actorOf(req), input), 'order.contractClosed'),
  );

  await app.register(async (scope) => {
    // The key is checked before the body is even read, as for the ERP's inquiries.
    scope.addHook('onRequest', async (req) => checkIntegrationKey(req, config.integrationKeys));
    registerCall(scope, guard, createErpContract, async (input, req) =>
      ok(req, await erp.issue(input, { ip: req.ip }), 'order.received'),
    );
    registerUploadCall(
      scope,
      guard,
      uploadErpContractFile,
      attachments.receiver(),
      async (_i, file, req) => ok(req, await attachments.recordErpFile(file, req.ip)),
    );
  });
};
