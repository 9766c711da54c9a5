ALTER TABLE "sms_messages" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "refund" jsonb;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sms_messages_outbox_idx" ON "sms_messages" USING btree ("id") WHERE "sms_messages"."status" in ('pending', 'sending');