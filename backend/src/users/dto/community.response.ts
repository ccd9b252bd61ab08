import { ApiProperty } from '@nestjs/swagger';
import type { CommunityStats, LanguageCommunity } from '../users.service';

/** The four figures of the members page. */
export class CommunityStatsResponse implements CommunityStats {
  @ApiProperty({ type: 'integer' })
  totalUsers: number;

  @ApiProperty({
    type: 'integer',
    description: 'Members with at least one answer',
  })
  totalContributors: number;

  @ApiProperty({
    type: 'integer',
    description:
      "Answers by today's members: the AI assistant's and deleted members' are left out (the admin stats count every answer)",
  })
  totalAnswers: number;

  @ApiProperty({
    type: 'integer',
    description:
      'Languages members speak or learn (native and learning, counted once)',
  })
  totalLanguages: number;
}

/** Native speakers and learners of one language. */
export class LanguageCommunityResponse implements LanguageCommunity {
  @ApiProperty({ type: String, description: 'A language code' })
  language: string;

  @ApiProperty({ type: 'integer' })
  nativeSpeakers: number;

  @ApiProperty({ type: 'integer' })
  learners: number;
}
