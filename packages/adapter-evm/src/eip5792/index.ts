export {
  CALLS_STATUS,
  type CallsReceipt,
  type CallsStatusKind,
  type GetCallsStatusResult,
  getCallsStatus,
  statusKind,
} from './calls-status.js';
export { type GetCapabilitiesParameters, getCapabilities, type WalletCapabilities } from './capabilities.js';
export { grantPermissions, type PermissionRequest, revokePermissions } from './permissions.js';
export {
  EIP5792_VERSION,
  type Eip5792Call,
  type Eip5792Capabilities,
  type SendCallsParameters,
  type SendCallsResult,
  sendCalls,
} from './send-calls.js';
