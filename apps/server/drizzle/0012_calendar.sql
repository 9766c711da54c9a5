CREATE TABLE "calendar_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"office_id" bigint,
	"owner_id" bigint,
	"case_id" bigint,
	"title" text NOT NULL,
	"event_type" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"location" text,
	"court" text,
	"branch" text,
	"description" text,
	"deadline_served_on" date,
	"deadline_rule" text,
	"deadline_days" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by_id" bigint,
	"updated_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_events_pid_unique" UNIQUE("pid"),
	CONSTRAINT "calendar_events_one_calendar" CHECK (("calendar_events"."office_id" is null) <> ("calendar_events"."owner_id" is null)),
	CONSTRAINT "calendar_events_ends_after_start" CHECK ("calendar_events"."ends_at" >= "calendar_events"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "calendar_holidays" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"date" date NOT NULL,
	"title" text NOT NULL,
	"created_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_holidays_pid_unique" UNIQUE("pid"),
	CONSTRAINT "calendar_holidays_date_unique" UNIQUE("date")
);
--> statement-breakpoint
CREATE TABLE "calendar_reminders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"event_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"offset_minutes" integer NOT NULL,
	"remind_at" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sms_status" text,
	"sent_at" timestamp with time zone,
	"created_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_reminders_pid_unique" UNIQUE("pid")
);
--> statement-breakpoint
CREATE TABLE "calendar_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"reminder_offsets" integer[] NOT NULL,
	"default_channel" text NOT NULL,
	"sms_reminders" boolean NOT NULL,
	"week_start" text NOT NULL,
	"working_days" text[] NOT NULL,
	"work_starts" text NOT NULL,
	"work_ends" text NOT NULL,
	"feed_token_hash" text,
	"feed_created_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_settings_feedTokenHash_unique" UNIQUE("feed_token_hash")
);
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_case_id_office_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."office_cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_holidays" ADD CONSTRAINT "calendar_holidays_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_reminders" ADD CONSTRAINT "calendar_reminders_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_reminders" ADD CONSTRAINT "calendar_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_reminders" ADD CONSTRAINT "calendar_reminders_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_settings" ADD CONSTRAINT "calendar_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_events_office_starts_idx" ON "calendar_events" USING btree ("office_id","starts_at");--> statement-breakpoint
CREATE INDEX "calendar_events_owner_starts_idx" ON "calendar_events" USING btree ("owner_id","starts_at");--> statement-breakpoint
CREATE INDEX "calendar_events_case_idx" ON "calendar_events" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "calendar_reminders_event_idx" ON "calendar_reminders" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_reminders_unique_key" ON "calendar_reminders" USING btree ("event_id","user_id","offset_minutes","channel");