import { PerIpLimitPerMinute, waitText } from '../common/per-ip-limit.guard';

/**
 * Contact messages per IP per minute (RATE_LIMIT_CONTACT_PER_IP). Over the
 * limit, the refusal waits for the handler: a repeat of a message already
 * stored is answered with it, anything else refused.
 */
export const ContactThrottleGuard = PerIpLimitPerMinute(
  'contact',
  (config) => config.rateLimits.contactPerIp,
  (limit, retryAfter) =>
    `Too many messages from this address (${limit} per minute). Please try again in ${waitText(retryAfter)}.`,
  { repeatable: true },
);
