-- The admin module's deactivated accounts (modules/admin/admin.tables.ts), written by hand at first;
-- 0016 records the table in drizzle-kit's snapshot.
CREATE TABLE "admin_user_blocks" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"reason" text,
	"blocked_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_user_blocks" ADD CONSTRAINT "admin_user_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_user_blocks" ADD CONSTRAINT "admin_user_blocks_blocked_by_id_users_id_fk" FOREIGN KEY ("blocked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
