import { Injectable, PipeTransform } from '@nestjs/common';
import { notFound } from './http-error';

/** The largest id PostgreSQL's integer holds. */
const MAX_ID = 2_147_483_647;

/** Whether a value is a record id: a whole number from 1 to PostgreSQL's integer limit. */
export function isRecordId(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 1 &&
    value <= MAX_ID
  );
}

/** A record id written in an address: decimal digits within PostgreSQL's integer, else undefined. */
export function parseId(value: string): number | undefined {
  if (!/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return isRecordId(id) ? id : undefined;
}

/** Route ids: a positive integer, or 404 '<Thing> not found' (never a 400 or a 500). */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  constructor(
    private readonly thing:
      'Question' | 'Answer' | 'User' | 'Report' | 'Favorite',
  ) {}

  transform(value: string): number {
    const id = parseId(value);
    if (id === undefined) throw notFound(this.thing);
    return id;
  }
}
