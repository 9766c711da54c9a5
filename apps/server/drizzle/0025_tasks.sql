CREATE TABLE "office_task_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"task_id" bigint NOT NULL,
	"author_id" bigint,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_task_comments_pid_unique" UNIQUE("pid")
);
--> statement-breakpoint
CREATE TABLE "office_task_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"task_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"done_by_id" bigint,
	CONSTRAINT "office_task_items_pid_unique" UNIQUE("pid")
);
--> statement-breakpoint
CREATE TABLE "office_task_templates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"office_id" bigint NOT NULL,
	"built_in_key" text,
	"name" text NOT NULL,
	"trigger" text NOT NULL,
	"case_type" text,
	"stage" text,
	"active" boolean DEFAULT true NOT NULL,
	"tasks" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_task_templates_pid_unique" UNIQUE("pid")
);
--> statement-breakpoint
CREATE TABLE "office_tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"office_id" bigint NOT NULL,
	"case_id" bigint,
	"title" text NOT NULL,
	"notes" text,
	"assignee_id" bigint,
	"due_date" date,
	"due_time" text,
	"due_at" timestamp with time zone,
	"priority" text DEFAULT 'normal' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"done_at" timestamp with time zone,
	"done_by_id" bigint,
	"template_name" text,
	"created_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_tasks_pid_unique" UNIQUE("pid")
);
--> statement-breakpoint
CREATE TABLE "task_digest_sends" (
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	CONSTRAINT "task_digest_sends_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "task_preferences" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"morning_digest" boolean DEFAULT true NOT NULL,
	"digest_sms" boolean DEFAULT false NOT NULL,
	"task_sms" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "office_task_comments" ADD CONSTRAINT "office_task_comments_task_id_office_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."office_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_task_comments" ADD CONSTRAINT "office_task_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_task_items" ADD CONSTRAINT "office_task_items_task_id_office_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."office_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_task_items" ADD CONSTRAINT "office_task_items_done_by_id_users_id_fk" FOREIGN KEY ("done_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_task_templates" ADD CONSTRAINT "office_task_templates_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_tasks" ADD CONSTRAINT "office_tasks_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_tasks" ADD CONSTRAINT "office_tasks_case_id_office_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."office_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_tasks" ADD CONSTRAINT "office_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_tasks" ADD CONSTRAINT "office_tasks_done_by_id_users_id_fk" FOREIGN KEY ("done_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_tasks" ADD CONSTRAINT "office_tasks_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_digest_sends" ADD CONSTRAINT "task_digest_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_preferences" ADD CONSTRAINT "task_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "office_task_comments_task_idx" ON "office_task_comments" USING btree ("task_id","id");--> statement-breakpoint
CREATE INDEX "office_task_items_task_idx" ON "office_task_items" USING btree ("task_id","position");--> statement-breakpoint
CREATE INDEX "office_task_templates_office_idx" ON "office_task_templates" USING btree ("office_id");--> statement-breakpoint
CREATE UNIQUE INDEX "office_task_templates_built_in_key" ON "office_task_templates" USING btree ("office_id","built_in_key") WHERE "office_task_templates"."built_in_key" is not null;--> statement-breakpoint
CREATE INDEX "office_tasks_assignee_open_idx" ON "office_tasks" USING btree ("assignee_id","due_date","id") WHERE "office_tasks"."status" = 'open';--> statement-breakpoint
CREATE INDEX "office_tasks_assignee_done_idx" ON "office_tasks" USING btree ("assignee_id","done_at") WHERE "office_tasks"."status" = 'done';--> statement-breakpoint
CREATE INDEX "office_tasks_office_open_idx" ON "office_tasks" USING btree ("office_id","due_date","id") WHERE "office_tasks"."status" = 'open';--> statement-breakpoint
CREATE INDEX "office_tasks_case_idx" ON "office_tasks" USING btree ("case_id","status");