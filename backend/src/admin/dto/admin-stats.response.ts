import { ApiProperty } from '@nestjs/swagger';
import { AssistantStatusResponse } from '../../ai/dto/assistant-status.response';

/** Site figures for the admin panel. */
export class AdminStatsResponse {
  @ApiProperty({ type: 'integer' })
  totalUsers: number;

  @ApiProperty({ type: 'integer' })
  totalEnQuestions: number;

  @ApiProperty({ type: 'integer' })
  totalFrQuestions: number;

  @ApiProperty({ type: 'integer' })
  totalAnswers: number;

  @ApiProperty({ type: 'integer', description: 'Answers by the AI assistant' })
  aiAnswers: number;

  @ApiProperty({ type: 'integer' })
  openReports: number;

  @ApiProperty({ type: () => AssistantStatusResponse })
  assistant: AssistantStatusResponse;
}
