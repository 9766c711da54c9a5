CREATE TABLE "calendar_client_texts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"event_id" bigint NOT NULL,
	"client_id" bigint NOT NULL,
	"remind_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sms_status" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_client_texts_pid_unique" UNIQUE("pid")
);
--> statement-breakpoint
CREATE TABLE "case_thread_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"office_id" bigint NOT NULL,
	"case_id" bigint NOT NULL,
	"author_id" bigint,
	"from_client" boolean NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"document_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_thread_messages_pid_unique" UNIQUE("pid")
);
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "shared_with_clients" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "sms_clients" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_client_texts" ADD CONSTRAINT "calendar_client_texts_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_client_texts" ADD CONSTRAINT "calendar_client_texts_client_id_office_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."office_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_thread_messages" ADD CONSTRAINT "case_thread_messages_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_thread_messages" ADD CONSTRAINT "case_thread_messages_case_id_office_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."office_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_thread_messages" ADD CONSTRAINT "case_thread_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_thread_messages" ADD CONSTRAINT "case_thread_messages_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_client_texts_event_idx" ON "calendar_client_texts" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_client_texts_unique_key" ON "calendar_client_texts" USING btree ("event_id","client_id","remind_at");--> statement-breakpoint
CREATE INDEX "case_thread_messages_case_idx" ON "case_thread_messages" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "case_thread_messages_document_idx" ON "case_thread_messages" USING btree ("document_id");