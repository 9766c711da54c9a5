CREATE TABLE "co_counsel_invitations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"case_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"invited_by" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "co_counsel_invitations_pid_unique" UNIQUE("pid"),
	CONSTRAINT "co_counsel_invitations_status_check" CHECK ("co_counsel_invitations"."status" in ('pending', 'accepted', 'declined', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "court_notices" ADD COLUMN "hearing_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "court_notices" ADD COLUMN "reply_due_on" date;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "shared_with_co_counsel" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "co_counsel_invitations" ADD CONSTRAINT "co_counsel_invitations_case_id_office_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."office_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_counsel_invitations" ADD CONSTRAINT "co_counsel_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_counsel_invitations" ADD CONSTRAINT "co_counsel_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "co_counsel_invitations_pending_uq" ON "co_counsel_invitations" USING btree ("case_id","user_id") WHERE "co_counsel_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "co_counsel_invitations_user_idx" ON "co_counsel_invitations" USING btree ("user_id","status");--> statement-breakpoint
-- Issue 25: a case's events live in the case's office. Events a co-counsel entered before this change sit in
-- their own office's calendar; they move to the case's (decision 027).
UPDATE "calendar_events" SET "office_id" = "office_cases"."office_id"
FROM "office_cases"
WHERE "calendar_events"."case_id" = "office_cases"."id" AND "calendar_events"."office_id" IS NOT NULL
  AND "calendar_events"."office_id" <> "office_cases"."office_id";
