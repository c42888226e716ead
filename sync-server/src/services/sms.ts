import type { Logger } from '../log';

/** Delivery of SMS texts. The real gateway is out of reach here; see createLogSmsSender. */
export interface SmsSender {
  send(mobile: string, text: string): Promise<void>;
}

/** The embedded default: the text goes to the server log, where an operator can read it. */
export function createLogSmsSender(log: Logger): SmsSender {
  return {
    async send(mobile, text) {
      log.info(`[sms] to ${mobile}: ${text}`);
    },
  };
}
