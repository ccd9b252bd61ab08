import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AppConfig, Plan } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { ACCOUNT_TYPES, AccountType, User } from '../users/user';
import { TranslationUsageRepository } from './translation-usage.repository';
import { ApiError } from '../common/http-error';
import { PlansResponse } from './dto/plans.response';

/** Advanced mode is part of the Premium plans. */
function planHasAdvancedMode(plan: AccountType): boolean {
  return plan === 'basic' || plan === 'pro';
}

export interface TranslatorStats {
  account_type: 'free' | 'basic' | 'pro';
  translations_today: number;
  translations_used: number;
  daily_limit: number;
  char_limit: number;
  can_use_advanced: boolean;
}

export interface Caller {
  user?: User;
  ip: string;
}

/** Time until the next UTC midnight, when daily counters reset. */
function untilReset(now = new Date()): { at: Date; text: string } {
  const at = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1),
  );
  const minutes = Math.ceil((at.getTime() - now.getTime()) / 60_000);
  const text =
    minutes >= 60
      ? `${Math.floor(minutes / 60)} h ${minutes % 60} min`
      : `${minutes} min`;
  return { at, text };
}

/**
 * Plans: guest, free, basic, pro. Character and daily limits come from
 * configuration; daily counts are per user per UTC day (per IP for guests).
 */
@Injectable()
export class PlanLimitsService {
  constructor(
    private readonly usage: TranslationUsageRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  planOf(caller: Caller): Plan {
    return caller.user ? caller.user.accountType : 'guest';
  }

  canUseAdvanced(caller: Caller): boolean {
    const plan = this.planOf(caller);
    return plan !== 'guest' && planHasAdvancedMode(plan);
  }

  charLimit(caller: Caller): number {
    return this.config.translator.charLimits[this.planOf(caller)];
  }

  private subject(caller: Caller): string {
    return caller.user ? `user:${caller.user.id}` : `ip:${caller.ip}`;
  }

  /**
   * Takes one translation from today's allowance, or answers 429 with the
   * reset time. Atomic: concurrent requests never exceed the limit.
   */
  async reserve(caller: Caller): Promise<void> {
    const limit = this.config.translator.dailyLimits[this.planOf(caller)];
    if (!(await this.usage.takeOneToday(this.subject(caller), limit))) {
      const reset = untilReset();
      throw new ApiError(
        HttpStatus.TOO_MANY_REQUESTS,
        'daily_translation_limit',
        `Daily translation limit reached (${limit} per day). It resets at 00:00 UTC, in ${reset.text}.`,
        {
          params: { limit, resetAt: reset.at.toISOString() },
          extra: { resetAt: reset.at.toISOString() },
          retryAfter: Math.max(
            1,
            Math.ceil((reset.at.getTime() - Date.now()) / 1000),
          ),
        },
      );
    }
  }

  /** Gives back a reserved translation that failed: errors are not counted. */
  async release(caller: Caller): Promise<void> {
    await this.usage.giveBackOneToday(this.subject(caller));
  }

  usedToday(caller: Caller): Promise<number> {
    return this.usage.usedToday(this.subject(caller));
  }

  /** Every plan's limits as configured, for the plans page. */
  plans(): PlansResponse {
    const { dailyLimits, charLimits, ttsMaxChars } = this.config.translator;
    return {
      plans: ACCOUNT_TYPES.map((plan) => ({
        plan,
        translationsPerDay: dailyLimits[plan],
        charactersPerTranslation: charLimits[plan],
        advancedMode: planHasAdvancedMode(plan),
      })),
      guestTranslationsPerDay: dailyLimits.guest,
      aiAnswersPerDay: this.config.ai.answersPerDay,
      speechMaxCharacters: ttsMaxChars,
    };
  }

  async stats(user: User): Promise<TranslatorStats> {
    const caller = { user, ip: '' };
    const used = await this.usedToday(caller);
    return {
      account_type: user.accountType,
      translations_today: used,
      translations_used: used,
      daily_limit: this.config.translator.dailyLimits[user.accountType],
      char_limit: this.charLimit(caller),
      can_use_advanced: this.canUseAdvanced(caller),
    };
  }
}
