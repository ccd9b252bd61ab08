import {
  Body,
  Controller,
  Get,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AdminOnly, CurrentUser, Public } from '../auth/access.decorators';
import { BoundedPageQuery } from '../common/dto/page-query.dto';
import {
  answerAsRepeat,
  countNewPost,
  REPEAT_WINDOW_MINUTES,
} from '../common/repeated-posts';
import { User } from '../users/user';
import { ContactThrottleGuard } from './contact-throttle.guard';
import { ContactService } from './contact.service';
import {
  ContactMessageCreatedResponse,
  ContactMessageResponse,
} from './dto/contact-message.response';
import { CreateContactMessageDto } from './dto/create-contact-message.dto';

/** `POST /contact`: the contact form (outside /api, as the client calls it). */
@ApiTags('contact')
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post('contact')
  @Public()
  @UseGuards(ContactThrottleGuard)
  @ApiOperation({
    summary:
      'Send a message to the team (stored, then e-mailed when SMTP is configured); 5 per minute per address',
  })
  @ApiCreatedResponse({ type: ContactMessageCreatedResponse })
  @ApiOkResponse({
    type: ContactMessageCreatedResponse,
    description: `The same message from the same address within ${REPEAT_WINDOW_MINUTES} minutes (a double submit or a retry): the one already stored, not stored or e-mailed again, and not counted against the minute's limit`,
  })
  async send(
    @Body() dto: CreateContactMessageDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @CurrentUser() user?: User,
  ): Promise<ContactMessageCreatedResponse> {
    const { id, repeated } = await this.contact.receive(
      dto,
      { ip: req.ip ?? null, userId: user?.id ?? null },
      () => countNewPost(res),
    );
    // A repeat costs nothing of the address's allowance: nothing new was sent.
    if (repeated) answerAsRepeat(res);
    return { id };
  }
}

class ContactMessagesQueryDto extends BoundedPageQuery(200) {}

/** The messages, for admins. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin')
export class AdminContactController {
  constructor(private readonly contact: ContactService) {}

  @Get('contact-messages')
  @ApiOperation({
    summary:
      'Contact messages, newest first (shown as text). The total is in X-Total-Count.',
  })
  @ApiOkResponse({
    type: ContactMessageResponse,
    isArray: true,
    headers: {
      'X-Total-Count': {
        description: 'How many there are in all pages',
        schema: { type: 'integer' },
      },
    },
  })
  async list(
    @Query() query: ContactMessagesQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ContactMessageResponse[]> {
    const page = await this.contact.list(query.limit ?? 50, query.offset ?? 0);
    res.setHeader('X-Total-Count', String(page.total));
    return page.messages;
  }
}
