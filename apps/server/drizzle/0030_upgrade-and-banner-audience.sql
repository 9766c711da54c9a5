ALTER TABLE "content_banners" ADD COLUMN "audience" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "replaces_id" bigint;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_replaces_id_subscriptions_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;