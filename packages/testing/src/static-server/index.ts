export { inlineGlobalScript } from './inline-global-script.js';
export {
  type ServeStaticAppOptions,
  StaticAppNotBuiltError,
  type StaticAppServer,
  serveStaticApp,
} from './serve-static-app.js';
