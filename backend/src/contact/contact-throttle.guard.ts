import { PerIpLimitPerMinute, waitText } from '../common/per-ip-limit.guard';

/**
 * Contact messages per IP per minute (RATE_LIMIT_CONTACT_PER_IP), counted by
 * the handler once a message is found new: a repeat of a message already
 * stored is answered with it, over the limit too; anything else over the
 * limit is refused.
 */
export const ContactThrottleGuard = PerIpLimitPerMinute(
  'contact',
  (config) => config.rateLimits.contactPerIp,
  (limit, retryAfter) =>
    `Too many messages from this address (${limit} per minute). Please try again in ${waitText(retryAfter)}.`,
  { repeatable: true },
);
