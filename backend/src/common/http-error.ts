import { STATUS_CODES } from 'node:http';
import type { Response } from 'express';

/** The one error shape every API error has. */
export interface ErrorBody {
  statusCode: number;
  message: string | string[];
  error: string;
}

export function errorBody(
  statusCode: number,
  message: string | string[],
): ErrorBody {
  return { statusCode, message, error: STATUS_CODES[statusCode] ?? 'Error' };
}

export function sendError(
  res: Response,
  statusCode: number,
  message: string | string[],
): void {
  res.status(statusCode).json(errorBody(statusCode, message));
}
