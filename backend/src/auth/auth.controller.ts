import {
  LoginIpLimitGuard,
  RegisterIpLimitGuard,
} from './auth-throttle.guards';
import { LoginDto } from './dto/login.dto';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Post,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiFoundResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { isSameOriginRequest } from '../common/origin-check';
import { publicOrigin } from '../common/public-origin';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { User } from '../users/user';
import { SessionUserResponse } from '../users/dto/user.response';
import { toSessionUser } from '../users/user.views';
import { CurrentUser, Public } from './access.decorators';
import { AuthService } from './auth.service';
import { EventsService } from '../events/events.service';
import { ChangePasswordDto } from './dto/change-password.dto';
import { RegisterDto } from './dto/register.dto';
import { LoginGuard } from './login.guard';
import { SessionMiddleware } from './session.middleware';

/** The address of the page that sent the browser here (its Referer), when it has a valid one. */
function refererOf(req: Request): URL | undefined {
  const referer = req.get('referer');
  if (!referer) return undefined;
  try {
    return new URL(referer);
  } catch {
    return undefined;
  }
}

/** `/fr` when the page that sent the browser here was French. */
function localeHome(req: Request): '' | '/fr' {
  const pathname = refererOf(req)?.pathname;
  return pathname === '/fr' || pathname?.startsWith('/fr/') ? '/fr' : '';
}

/**
 * The page of this site that sent the browser to sign in again (its Referer,
 * path and query), for the sign-in page to lead back to: none when the
 * Referer is another site's, the sign-in page itself, the API, or a path the
 * sign-in page would not follow (`//host`).
 */
function pageToReturnTo(req: Request, origin: string): string | undefined {
  const url = refererOf(req);
  if (url?.origin !== origin) return undefined;
  const { pathname } = url;
  if (
    /^\/(fr\/)?auth\/?$/.test(pathname) ||
    /^\/api(\/|$)/.test(pathname) ||
    /^\/[/\\]/.test(pathname)
  )
    return undefined;
  return pathname + url.search;
}

/** The Location header of a redirect. */
const REDIRECT_HEADERS = {
  Location: {
    description: 'Where the browser goes next',
    schema: { type: 'string' },
  },
};

@ApiTags('auth')
@ApiExtraModels(SessionUserResponse)
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly events: EventsService,
    private readonly sessions: SessionMiddleware,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('register')
  @Public()
  @UseGuards(RegisterIpLimitGuard)
  @ApiOperation({ summary: 'Create an account and sign in' })
  @ApiCreatedResponse({ type: SessionUserResponse })
  async register(
    @Body() dto: RegisterDto,
    @Req() req: Request,
  ): Promise<SessionUserResponse> {
    const user = await this.auth.register(dto);
    await this.sessions.signIn(req, user);
    this.events.emit('user.registered', {
      userId: user.id,
      username: user.username,
    });
    return toSessionUser(user);
  }

  @Post('login')
  @Public()
  @HttpCode(200)
  @UseGuards(LoginIpLimitGuard, LoginGuard)
  @ApiOperation({
    summary: 'Sign in with e-mail and password (starts a new session)',
  })
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ type: SessionUserResponse })
  login(@CurrentUser() user: User): SessionUserResponse {
    return toSessionUser(user);
  }

  @Get('user')
  @Public()
  @ApiOperation({
    summary:
      'The signed-in user, or null for a guest (200 either way, so a guest page logs no failed request)',
  })
  @ApiOkResponse({
    description: 'The signed-in user, or null for a guest',
    schema: {
      nullable: true,
      allOf: [{ $ref: getSchemaPath(SessionUserResponse) }],
    },
  })
  me(@CurrentUser() user: User | undefined, @Res() res: Response): void {
    // JSON `null`, not an empty body: the client reads no data as signed out.
    const body: SessionUserResponse | null = user ? toSessionUser(user) : null;
    res.json(body);
  }

  @Post('logout')
  @Public()
  @HttpCode(204)
  @ApiOperation({ summary: 'End the session' })
  @ApiNoContentResponse({
    description: 'Signed out (also when there was no session)',
  })
  async logoutNow(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.sessions.end(req, res);
  }

  @Get('logout')
  @Public()
  @ApiOperation({
    summary:
      'Go home, ending the session when a page of this site sent the browser here',
    description:
      'The session ends only when the request is same-origin (Sec-Fetch-Site, or else Origin or Referer), so a link or image on another site cannot sign anyone out.',
  })
  @ApiFoundResponse({
    description: 'To the home page of the locale the request came from',
    headers: REDIRECT_HEADERS,
  })
  async logout(@Req() req: Request, @Res() res: Response): Promise<void> {
    const home = localeHome(req) || '/';
    if (isSameOriginRequest(req, this.config.appOrigin)) {
      await this.sessions.end(req, res).catch(() => undefined);
    }
    res.redirect(302, home);
  }

  @Post('user/password')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Change the password: other sessions end, this one gets a new id',
  })
  @ApiNoContentResponse({ description: 'Password changed' })
  async changePassword(
    @CurrentUser() user: User,
    @Body() dto: ChangePasswordDto,
    @Req() req: Request,
  ): Promise<void> {
    await this.auth.changePassword(
      user,
      dto,
      req.ip ?? 'unknown',
      req.sessionID,
    );
    // The same member: the session's sockets follow to its new id.
    await this.sessions.signIn(req, user);
  }

  @Get('login')
  @Public()
  @ApiOperation({ summary: 'Sign in again: redirects to the sign-in page' })
  @ApiFoundResponse({
    description:
      'To the sign-in page of the locale the request came from; `?next=` names the page of this site (from the Referer) to return to after signing in',
    headers: REDIRECT_HEADERS,
  })
  relogin(@Req() req: Request, @Res() res: Response): void {
    const back = pageToReturnTo(req, publicOrigin(this.config, req));
    const next = back ? `?next=${encodeURIComponent(back)}` : '';
    res.redirect(302, `${localeHome(req)}/auth${next}`);
  }
}
