CREATE TABLE "ai_knowledge_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"kind" text DEFAULT 'law_article' NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"source" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"created_by_id" bigint,
	"updated_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_knowledge_entries_pid_unique" UNIQUE("pid"),
	CONSTRAINT "ai_knowledge_entries_kind" CHECK ("ai_knowledge_entries"."kind" in ('law_article', 'qa'))
);
--> statement-breakpoint
CREATE TABLE "ai_knowledge_seeds" (
	"version" text PRIMARY KEY NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"session_id" bigint NOT NULL,
	"sender_id" bigint,
	"sender_name" text NOT NULL,
	"content" text NOT NULL,
	"message_type" text DEFAULT 'text' NOT NULL,
	"is_ai" boolean DEFAULT false NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"attachment_pid" text,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_pid_unique" UNIQUE("pid"),
	CONSTRAINT "chat_messages_type" CHECK ("chat_messages"."message_type" in ('text', 'image', 'file', 'system'))
);
--> statement-breakpoint
CREATE TABLE "chat_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"client_id" bigint NOT NULL,
	"consultant_id" bigint NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"held_amount" integer NOT NULL,
	"idempotency_key" text,
	"hold_pid" text,
	"fee_amount" integer,
	"time_limit_minutes" integer,
	"response_message" text,
	"responded_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"session_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_requests_pid_unique" UNIQUE("pid"),
	CONSTRAINT "chat_requests_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "chat_requests_status" CHECK ("chat_requests"."status" in ('pending', 'accepted', 'rejected', 'expired', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "chat_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"ai_type" text,
	"client_id" bigint NOT NULL,
	"consultant_id" bigint,
	"request_id" bigint,
	"status" text DEFAULT 'active' NOT NULL,
	"fee_amount" integer,
	"hold_pid" text,
	"time_limit_seconds" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"ended_by" text,
	"unread_client_messages" integer DEFAULT 0 NOT NULL,
	"unread_consultant_messages" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"payout_due_at" timestamp with time zone,
	"payout_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_sessions_pid_unique" UNIQUE("pid"),
	CONSTRAINT "chat_sessions_kind" CHECK ("chat_sessions"."kind" in ('consultant', 'ai')),
	CONSTRAINT "chat_sessions_status" CHECK ("chat_sessions"."status" in ('active', 'completed', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "consultant_profiles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"is_available" boolean DEFAULT false NOT NULL,
	"chat_fee" integer DEFAULT 0 NOT NULL,
	"consultation_fee" integer DEFAULT 0 NOT NULL,
	"default_time_limit_minutes" integer DEFAULT 30 NOT NULL,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"years_of_experience" integer,
	"approval_status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"approved_at" timestamp with time zone,
	"decided_by_id" bigint,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_total" integer DEFAULT 0 NOT NULL,
	"completed_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultant_profiles_userId_unique" UNIQUE("user_id"),
	CONSTRAINT "consultant_profiles_approval" CHECK ("consultant_profiles"."approval_status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "consultant_profiles_fees" CHECK ("consultant_profiles"."chat_fee" >= 0 and "consultant_profiles"."consultation_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"client_id" bigint NOT NULL,
	"consultant_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"preferred_times" timestamp with time zone[] DEFAULT '{}'::timestamptz[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"fee" integer NOT NULL,
	"idempotency_key" text,
	"hold_pid" text,
	"scheduled_at" timestamp with time zone,
	"response_message" text,
	"responded_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"rating" integer,
	"rating_comment" text,
	"rated_at" timestamp with time zone,
	"payout_due_at" timestamp with time zone,
	"payout_status" text,
	"dispute_reason" text,
	"disputed_at" timestamp with time zone,
	"settlement" text,
	"settlement_note" text,
	"settled_at" timestamp with time zone,
	"settled_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultations_pid_unique" UNIQUE("pid"),
	CONSTRAINT "consultations_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "consultations_status" CHECK ("consultations"."status" in ('pending', 'accepted', 'rejected', 'expired', 'cancelled', 'completed', 'disputed', 'settled')),
	CONSTRAINT "consultations_rating" CHECK ("consultations"."rating" is null or "consultations"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "ai_knowledge_entries" ADD CONSTRAINT "ai_knowledge_entries_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_knowledge_entries" ADD CONSTRAINT "ai_knowledge_entries_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_requests" ADD CONSTRAINT "chat_requests_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_requests" ADD CONSTRAINT "chat_requests_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_request_id_chat_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."chat_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_profiles" ADD CONSTRAINT "consultant_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_profiles" ADD CONSTRAINT "consultant_profiles_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_settled_by_id_users_id_fk" FOREIGN KEY ("settled_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_knowledge_entries_fts_idx" ON "ai_knowledge_entries" USING gin (to_tsvector('simple', "search_text"));--> statement-breakpoint
CREATE INDEX "ai_knowledge_entries_trgm_idx" ON "ai_knowledge_entries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_messages_session_idx" ON "chat_messages" USING btree ("session_id","id");--> statement-breakpoint
CREATE INDEX "chat_requests_client_idx" ON "chat_requests" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_requests_consultant_idx" ON "chat_requests" USING btree ("consultant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "chat_sessions_client_idx" ON "chat_sessions" USING btree ("client_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "chat_sessions_consultant_idx" ON "chat_sessions" USING btree ("consultant_id","created_at");--> statement-breakpoint
CREATE INDEX "consultant_profiles_approval_idx" ON "consultant_profiles" USING btree ("approval_status","is_available");--> statement-breakpoint
CREATE INDEX "consultations_client_idx" ON "consultations" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "consultations_consultant_idx" ON "consultations" USING btree ("consultant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "consultations_status_idx" ON "consultations" USING btree ("status","created_at");