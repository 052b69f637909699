/** Every admin route, keyed by operationId: the compiler checks that each catalogue entry has exactly its handler. */
import type { AdminOperationId } from '../../../contract/admin.js';
import type { AdminRoute } from '../shared.js';
import { listDatasets } from './listDatasets.js';
import { importDataset } from './importDataset.js';
import { listDatasetImports } from './listDatasetImports.js';
import { getDatasetImport } from './getDatasetImport.js';
import { getOverview } from './getOverview.js';
import { disableOperatorTotp } from './disableOperatorTotp.js';
import { disableMyTotp } from './disableMyTotp.js';
import { confirmTotp } from './confirmTotp.js';
import { startTotp } from './startTotp.js';
import { signIn } from './signIn.js';
import { listMySessions } from './listMySessions.js';
import { signOut } from './signOut.js';
import { revokeSession } from './revokeSession.js';
import { signOutEverywhere } from './signOutEverywhere.js';
import { getMe } from './getMe.js';
import { changeMyPassword } from './changeMyPassword.js';
import { listOperators } from './listOperators.js';
import { createOperator } from './createOperator.js';
import { getOperator } from './getOperator.js';
import { updateOperator } from './updateOperator.js';
import { resetOperatorPassword } from './resetOperatorPassword.js';
import { unlockOperator } from './unlockOperator.js';
import { listAdminTokens } from './listAdminTokens.js';
import { createAdminToken } from './createAdminToken.js';
import { revokeAdminToken } from './revokeAdminToken.js';
import { listAccounts } from './listAccounts.js';
import { createAccount } from './createAccount.js';
import { getAccount } from './getAccount.js';
import { updateAccount } from './updateAccount.js';
import { disableAccount } from './disableAccount.js';
import { listKeys } from './listKeys.js';
import { createKey } from './createKey.js';
import { revokeKey } from './revokeKey.js';
import { rotateKey } from './rotateKey.js';
import { addCredits } from './addCredits.js';
import { listCreditLedger } from './listCreditLedger.js';
import { listPrices } from './listPrices.js';
import { getUsage } from './getUsage.js';
import { listApps } from './listApps.js';
import { createApp } from './createApp.js';
import { revokeApp } from './revokeApp.js';
import { rotateWebhookSecret } from './rotateWebhookSecret.js';
import { listWebhookDeliveries } from './listWebhookDeliveries.js';
import { getWebhookDelivery } from './getWebhookDelivery.js';
import { redeliverWebhook } from './redeliverWebhook.js';
import { listJobs } from './listJobs.js';
import { getJob } from './getJob.js';
import { cancelJob } from './cancelJob.js';
import { retryJob } from './retryJob.js';
import { searchResolutions } from './searchResolutions.js';
import { explainResolution } from './explainResolution.js';
import { lookupIdentity } from './lookupIdentity.js';
import { openIdentityNode } from './openIdentityNode.js';
import { exportSubject } from './exportSubject.js';
import { eraseSubject } from './eraseSubject.js';
import { listAuditEntries } from './listAuditEntries.js';
import { listReviews } from './listReviews.js';
import { listAccountLists } from './listAccountLists.js';
import { createAccountList } from './createAccountList.js';
import { getAccountList } from './getAccountList.js';
import { deleteAccountList } from './deleteAccountList.js';
import { listAccountListItems } from './listAccountListItems.js';
import { addAccountListItems } from './addAccountListItems.js';
import { removeAccountListItems } from './removeAccountListItems.js';
import { listPolicies } from './listPolicies.js';
import { getPolicy } from './getPolicy.js';
import { saveDraftPolicy } from './saveDraftPolicy.js';
import { publishPolicy } from './publishPolicy.js';
import { rollbackPolicy } from './rollbackPolicy.js';
import { listActiveModels } from './listActiveModels.js';
import { getActiveModel } from './getActiveModel.js';
import { activateModel } from './activateModel.js';
import { listAccountLabels } from './listAccountLabels.js';
import { createAccountLabels } from './createAccountLabels.js';
import { getReport } from './getReport.js';
import { getReview } from './getReview.js';
import { claimReview } from './claimReview.js';
import { releaseReview } from './releaseReview.js';
import { decideReview } from './decideReview.js';

export const ADMIN_ROUTES: { readonly [K in AdminOperationId]: AdminRoute<K> } = {
  disableOperatorTotp,
  disableMyTotp,
  confirmTotp,
  startTotp,
  signIn,
  listMySessions,
  signOut,
  revokeSession,
  signOutEverywhere,
  getMe,
  changeMyPassword,
  listOperators,
  createOperator,
  getOperator,
  updateOperator,
  resetOperatorPassword,
  unlockOperator,
  listAdminTokens,
  createAdminToken,
  revokeAdminToken,
  listAccounts,
  createAccount,
  getAccount,
  updateAccount,
  disableAccount,
  listKeys,
  createKey,
  revokeKey,
  rotateKey,
  addCredits,
  listCreditLedger,
  listPrices,
  getUsage,
  listApps,
  createApp,
  revokeApp,
  rotateWebhookSecret,
  listWebhookDeliveries,
  getWebhookDelivery,
  redeliverWebhook,
  listJobs,
  getJob,
  cancelJob,
  retryJob,
  listDatasets,
  importDataset,
  listDatasetImports,
  getDatasetImport,
  getOverview,
  searchResolutions,
  explainResolution,
  lookupIdentity,
  openIdentityNode,
  exportSubject,
  eraseSubject,
  listAuditEntries,
  listReviews,
  getReview,
  claimReview,
  releaseReview,
  decideReview,
  listAccountLists,
  createAccountList,
  getAccountList,
  deleteAccountList,
  listAccountListItems,
  addAccountListItems,
  removeAccountListItems,
  listPolicies,
  getPolicy,
  saveDraftPolicy,
  publishPolicy,
  rollbackPolicy,
  listActiveModels,
  getActiveModel,
  activateModel,
  listAccountLabels,
  createAccountLabels,
  getReport,
};
