ALTER TABLE "offices" ADD COLUMN "licence_no" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "bar_association" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "address" text;