import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser, Public } from '../auth/access.decorators';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { User } from '../users/user';
import { FavoriteDto, TranslateDto, TtsDto } from './dto/translate.dto';
import { FavoritesService } from './favorites.service';
import { PlanLimitsService } from './plan-limits.service';
import { SpeechThrottleGuard } from './speech/speech-throttle.guard';
import { SpeechService } from './speech/speech.service';
import { TranslatorLanguage } from './translator-languages';
import { TranslatorService } from './translator.service';

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
  translate(
    @Body() dto: TranslateDto,
    @Req() req: Request,
    @CurrentUser() user?: User,
  ) {
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
  advanced(
    @Body() dto: TranslateDto,
    @Req() req: Request,
    @CurrentUser() user?: User,
  ) {
    return this.translator.translate(
      { user, ip: req.ip ?? 'unknown' },
      dto,
      'advanced',
    );
  }

  @Get('stats')
  @ApiOperation({ summary: "The member's plan, today's usage and limits" })
  stats(@CurrentUser() user: User) {
    return this.limits.stats(user);
  }

  @Get('history')
  @ApiOperation({ summary: "The member's latest 50 translations" })
  history(@CurrentUser() user: User) {
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
  tts(@Body() dto: TtsDto, @Req() req: Request, @CurrentUser() user?: User) {
    return this.speech.speak(
      { user, ip: req.ip ?? 'unknown' },
      dto.text,
      dto.language as TranslatorLanguage,
    );
  }

  @Get('audio/:file')
  @Public()
  @ApiOperation({ summary: 'A stored audio file' })
  audio(@Param('file') file: string, @Res() res: Response): void {
    if (!AUDIO_FILE.test(file)) throw new NotFoundException('Audio not found');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.type(file.endsWith('.mp3') ? 'audio/mpeg' : 'audio/wav');
    // The file name was checked above; the data directory itself may be a dot-folder (.data).
    res.sendFile(
      file,
      { root: this.speech.audioDir, dotfiles: 'allow' },
      (error) => {
        if (error && !res.headersSent)
          res.status(404).json({
            statusCode: 404,
            message: 'Audio not found',
            error: 'Not Found',
          });
      },
    );
  }

  @Post('favorite')
  @ApiOperation({ summary: 'Save a translation to favorites' })
  addFavorite(@Body() dto: FavoriteDto, @CurrentUser() user: User) {
    return this.favorites.add(user.id, dto);
  }

  @Get('favorites')
  @ApiOperation({ summary: "The member's favorites, newest first" })
  listFavorites(@CurrentUser() user: User) {
    return this.favorites.list(user.id);
  }

  @Delete('favorites/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a favorite' })
  async removeFavorite(
    @Param('id', new ParseIdPipe('Favorite')) id: number,
    @CurrentUser() user: User,
  ) {
    await this.favorites.remove(user.id, id);
  }
}
