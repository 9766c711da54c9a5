CREATE TABLE "secretary_invitations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"office_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"invited_by" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "secretary_invitations_pid_unique" UNIQUE("pid"),
	CONSTRAINT "secretary_invitations_status_check" CHECK ("secretary_invitations"."status" in ('pending', 'accepted', 'declined', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "secretary_invitations" ADD CONSTRAINT "secretary_invitations_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secretary_invitations" ADD CONSTRAINT "secretary_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secretary_invitations" ADD CONSTRAINT "secretary_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "secretary_invitations_pending_uq" ON "secretary_invitations" USING btree ("office_id","user_id") WHERE "secretary_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "secretary_invitations_user_idx" ON "secretary_invitations" USING btree ("user_id","status");