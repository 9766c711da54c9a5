CREATE TABLE "alarms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"link" text,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alarms_pid_unique" UNIQUE("pid"),
	CONSTRAINT "alarms_kind_check" CHECK ("alarms"."kind" in ('reminder', 'court_notice', 'chat', 'consultation', 'system'))
);
--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarms_user_created_idx" ON "alarms" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alarms_user_unseen_idx" ON "alarms" USING btree ("user_id") WHERE "alarms"."seen_at" is null;