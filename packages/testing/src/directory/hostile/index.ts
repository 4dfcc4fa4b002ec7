// The hostile wallet directory: the real directory, proxied and altered per scenario.
export { ANSWER_FAULTS, type AnswerFault } from './answer-faults.js';
export { HUGE_ICON_BYTES, type IconBehaviour, SCRIPTED_SVG } from './hostile-icons.js';
export { HOSTILE_NAMES, ODD_ID_WALLETS, SCRIPT_LINKS, SCRIPT_PAYLOAD } from './hostile-wallets.js';
export { DIRECTORY_READS, type DirectoryRead, directoryReadOf } from './read-kind.js';
export { type HostileScenario, hostileScenarios, malformedScenarioName } from './scenarios.js';
export {
  type HostileDirectory,
  type HostileDirectoryStats,
  type StartHostileDirectoryOptions,
  startHostileDirectory,
  UnknownHostileScenarioError,
} from './start-hostile-directory.js';
