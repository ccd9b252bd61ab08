import { Injectable, PipeTransform } from '@nestjs/common';
import { notFound } from './http-error';

const MAX_ID = 2_147_483_647;

/** Route ids: a positive integer, or 404 '<Thing> not found' (never a 400 or a 500). */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  constructor(
    private readonly thing:
      'Question' | 'Answer' | 'User' | 'Report' | 'Favorite',
  ) {}

  transform(value: string): number {
    if (
      !/^\d{1,10}$/.test(value) ||
      Number(value) < 1 ||
      Number(value) > MAX_ID
    ) {
      throw notFound(this.thing);
    }
    return Number(value);
  }
}
