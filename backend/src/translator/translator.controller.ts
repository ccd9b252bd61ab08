import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser, Public } from '../auth/access.decorators';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { User } from '../users/user';
import { FavoriteResponse } from './dto/favorite.response';
import { SpeechResponse } from './dto/speech.response';
import { FavoriteDto, TranslateDto, TtsDto } from './dto/translate.dto';
import {
  TranslationHistoryItemResponse,
  TranslationResponse,
} from './dto/translation.response';
import { TranslatorStatsResponse } from './dto/translator-stats.response';
import { PlansResponse } from './dto/plans.response';
import { FavoritesService } from './favorites.service';
import { PlanLimitsService } from './plan-limits.service';
import { SpeechThrottleGuard } from './speech/speech-throttle.guard';
import { SpeechService } from './speech/speech.service';
import { TranslatorLanguage } from './translator-languages';
import { TranslatorService } from './translator.service';
import { notFound, sendError } from '../common/http-error';
import { PRIVATE_NO_STORE } from '../web/http-cache';

const AUDIO_FILE = /^[0-9a-f]{64}\.(mp3|wav)$/;

@ApiTags('translator')
@Controller('translator')
export class TranslatorController {
  constructor(
    private readonly translator: TranslatorService,
    private readonly limits: PlanLimitsService,
    private readonly favorites: FavoritesService,
    private readonly speech: SpeechService,
  ) {}

  @Post('translate')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Translate (standard engine; offline phrasebook without an AI provider)',
  })
  @ApiOkResponse({ type: TranslationResponse })
  translate(
    @Body() dto: TranslateDto,
    @Req() req: Request,
    @CurrentUser() user?: User,
  ): Promise<TranslationResponse> {
    return this.translator.translate(
      { user, ip: req.ip ?? 'unknown' },
      dto,
      'standard',
    );
  }

  @Post('advanced')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Translate with the advanced engine (basic and pro plans; 403 otherwise)',
  })
  @ApiOkResponse({ type: TranslationResponse })
  advanced(
    @Body() dto: TranslateDto,
    @Req() req: Request,
    @CurrentUser() user?: User,
  ): Promise<TranslationResponse> {
    return this.translator.translate(
      { user, ip: req.ip ?? 'unknown' },
      dto,
      'advanced',
    );
  }

  @Get('plans')
  @Public()
  @ApiOperation({
    summary: 'Each plan (free, basic, pro) and its limits, as configured',
  })
  @ApiOkResponse({ type: PlansResponse })
  plans(): PlansResponse {
    return this.limits.plans();
  }

  @Get('stats')
  @ApiOperation({ summary: "The member's plan, today's usage and limits" })
  @ApiOkResponse({ type: TranslatorStatsResponse })
  stats(@CurrentUser() user: User): Promise<TranslatorStatsResponse> {
    return this.limits.stats(user);
  }

  @Get('history')
  @ApiOperation({ summary: "The member's latest 50 translations" })
  @ApiOkResponse({ type: TranslationHistoryItemResponse, isArray: true })
  history(
    @CurrentUser() user: User,
  ): Promise<TranslationHistoryItemResponse[]> {
    return this.translator.history(user.id);
  }

  @Post('tts')
  @Public()
  @UseGuards(SpeechThrottleGuard)
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Read a text aloud: returns the URL of an audio file (a new text counts against the daily translation limit; throttled per IP)',
  })
  @ApiOkResponse({ type: SpeechResponse })
  tts(
    @Body() dto: TtsDto,
    @Req() req: Request,
    @CurrentUser() user?: User,
  ): Promise<SpeechResponse> {
    return this.speech.speak(
      { user, ip: req.ip ?? 'unknown' },
      dto.text,
      dto.language as TranslatorLanguage,
    );
  }

  @Get('audio/:file')
  @Public()
  @ApiOperation({ summary: 'A stored audio file' })
  @ApiOkResponse({
    description: 'The audio, cached for a year',
    content: {
      'audio/mpeg': { schema: { type: 'string', format: 'binary' } },
      'audio/wav': { schema: { type: 'string', format: 'binary' } },
    },
  })
  @ApiNotFoundResponse({ description: 'No such audio file' })
  @ApiResponse({
    status: 416,
    description: 'A Range past the end of the file',
  })
  audio(@Param('file') file: string, @Res() res: Response): void {
    if (!AUDIO_FILE.test(file)) throw notFound('Audio');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.type(file.endsWith('.mp3') ? 'audio/mpeg' : 'audio/wav');
    // The file name was checked above; the data directory itself may be a dot-folder (.data).
    res.sendFile(
      file,
      { root: this.speech.audioDir, dotfiles: 'allow' },
      (error: (Error & { status?: number }) | undefined) => {
        if (!error || res.headersSent) return;
        // Neither answer is kept by any cache: the file may be made later.
        res.setHeader('Cache-Control', PRIVATE_NO_STORE);
        // The file is there, but not the bytes asked for (Content-Range gives its length).
        if (error.status === 416)
          sendError(
            res,
            416,
            'The range asked for is not in the audio file',
            'range_not_satisfiable',
          );
        else sendError(res, 404, 'Audio not found', 'audio_not_found');
      },
    );
  }

  @Post('favorite')
  @ApiOperation({ summary: 'Save a translation to favorites' })
  @ApiCreatedResponse({ type: FavoriteResponse })
  addFavorite(
    @Body() dto: FavoriteDto,
    @CurrentUser() user: User,
  ): Promise<FavoriteResponse> {
    return this.favorites.add(user.id, dto);
  }

  @Get('favorites')
  @ApiOperation({ summary: "The member's favorites, newest first" })
  @ApiOkResponse({ type: FavoriteResponse, isArray: true })
  listFavorites(@CurrentUser() user: User): Promise<FavoriteResponse[]> {
    return this.favorites.list(user.id);
  }

  @Delete('favorites/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a favorite' })
  @ApiNoContentResponse({ description: 'Removed' })
  async removeFavorite(
    @Param('id', new ParseIdPipe('Favorite')) id: number,
    @CurrentUser() user: User,
  ): Promise<void> {
    await this.favorites.remove(user.id, id);
  }
}
