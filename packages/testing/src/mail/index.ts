export { type MailCatcher, startMailCatcher } from './mail-catcher.js';
export { type CaughtMail, codeOf, parseMail } from './parse-mail.js';
