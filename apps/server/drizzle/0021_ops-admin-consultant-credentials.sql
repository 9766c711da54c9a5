ALTER TABLE "consultant_profiles" ADD COLUMN "licence_number" text;--> statement-breakpoint
ALTER TABLE "consultant_profiles" ADD COLUMN "bar_association" text;