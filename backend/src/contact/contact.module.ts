import { Module } from '@nestjs/common';
import {
  AdminContactController,
  ContactController,
} from './contact.controller';
import { ContactRepository } from './contact.repository';
import { ContactService } from './contact.service';
import { ContactThrottleGuard } from './contact-throttle.guard';

/** The contact form: messages stored, e-mailed in the background, read by admins. */
@Module({
  controllers: [ContactController, AdminContactController],
  providers: [ContactService, ContactRepository, ContactThrottleGuard],
})
export class ContactModule {}
