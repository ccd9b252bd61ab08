import {
  Body,
  Controller,
  Get,
  HttpCode,
  Post,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle, ThrottlerGuard } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { User } from '../users/user';
import { SessionUserView, toSessionUser } from '../users/user.views';
import { CurrentUser, Public } from './access.decorators';
import { AuthService } from './auth.service';
import { EventsService } from '../events/events.service';
import { RegisterDto } from './dto/register.dto';
import { LoginGuard } from './login.guard';

/** `/fr` when the page that sent the browser here was French. */
function localeHome(req: Request): '' | '/fr' {
  const referer = req.get('referer');
  if (!referer) return '';
  try {
    const { pathname } = new URL(referer);
    return pathname === '/fr' || pathname.startsWith('/fr/') ? '/fr' : '';
  } catch {
    return '';
  }
}

function logIn(req: Request, user: User): Promise<void> {
  return new Promise((resolve, reject) =>
    req.logIn(user, (err) => (err ? reject(err) : resolve())),
  );
}

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly events: EventsService,
  ) {}

  @Post('register')
  @Public()
  @UseGuards(ThrottlerGuard)
  @SkipThrottle({ login: true })
  @ApiOperation({ summary: 'Create an account and sign in' })
  async register(
    @Body() dto: RegisterDto,
    @Req() req: Request,
  ): Promise<SessionUserView> {
    const user = await this.auth.register(dto);
    await logIn(req, user);
    this.events.emit('user.registered', {
      userId: user.id,
      username: user.username,
    });
    return toSessionUser(user);
  }

  @Post('login')
  @Public()
  @HttpCode(200)
  @UseGuards(ThrottlerGuard, LoginGuard)
  @SkipThrottle({ register: true })
  @ApiOperation({
    summary: 'Sign in with e-mail and password (starts a new session)',
  })
  login(@CurrentUser() user: User): SessionUserView {
    return toSessionUser(user);
  }

  @Get('user')
  @Public()
  @ApiOperation({
    summary:
      'The signed-in user, or null for a guest (200 either way, so a guest page logs no failed request)',
  })
  me(@CurrentUser() user: User | undefined, @Res() res: Response): void {
    // JSON `null`, not an empty body: the client reads no data as signed out.
    res.json(user ? toSessionUser(user) : null);
  }

  @Get('logout')
  @Public()
  @ApiOperation({ summary: 'End the session and go home' })
  logout(@Req() req: Request, @Res() res: Response): void {
    const home = localeHome(req) || '/';
    const sessionId = req.sessionID;
    if (sessionId) this.events.emit('session.ended', { sessionId });
    req.logout((logoutError) => {
      if (logoutError) return res.redirect(302, home);
      req.session.destroy(() => {
        res.clearCookie('sid', { path: '/' });
        res.redirect(302, home);
      });
    });
  }

  @Get('login')
  @Public()
  @ApiOperation({ summary: 'Sign in again: redirects to the sign-in page' })
  relogin(@Req() req: Request, @Res() res: Response): void {
    res.redirect(302, `${localeHome(req)}/auth`);
  }
}
