import { Injectable } from '@nestjs/common';

export interface RealtimeStatusView {
  adapter: 'redis-streams' | 'memory';
  redis: 'connected' | 'disconnected' | 'not configured';
}

/** What /api/health reports about live updates. */
@Injectable()
export class RealtimeStatus {
  private source?: {
    adapterName: 'redis-streams' | 'memory';
    redisReady: boolean;
  };

  attach(source: {
    adapterName: 'redis-streams' | 'memory';
    redisReady: boolean;
  }): void {
    this.source = source;
  }

  view(): RealtimeStatusView {
    const adapter = this.source?.adapterName ?? 'memory';
    return {
      adapter,
      redis:
        adapter === 'memory'
          ? 'not configured'
          : this.source?.redisReady
            ? 'connected'
            : 'disconnected',
    };
  }
}
