ALTER TABLE "chat_messages" ADD COLUMN "client_message_id" text;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "rating" integer;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "rating_comment" text;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_message_idx" ON "chat_messages" USING btree ("session_id","client_message_id");--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_rating" CHECK ("chat_sessions"."rating" between 1 and 5);