CREATE TABLE "sms_credit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"messages" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_credit_events_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sms_credits" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"total_purchased" integer DEFAULT 0 NOT NULL,
	"total_used" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_credits_not_negative" CHECK ("sms_credits"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sms_packages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"name" text NOT NULL,
	"messages" integer NOT NULL,
	"price" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "sms_packages_pid_unique" UNIQUE("pid")
);
--> statement-breakpoint
CREATE TABLE "sms_purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"user_id" bigint NOT NULL,
	"package_id" bigint NOT NULL,
	"messages" integer NOT NULL,
	"price" integer NOT NULL,
	"movement_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_purchases_pid_unique" UNIQUE("pid"),
	CONSTRAINT "sms_purchases_movementId_unique" UNIQUE("movement_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"user_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"amount" bigint NOT NULL,
	"coins" bigint NOT NULL,
	"exchange_rate" numeric(18, 4) NOT NULL,
	"coin_package_pid" text,
	"description" text NOT NULL,
	"gateway" text NOT NULL,
	"authority" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"ref_id" text,
	"card_pan" text,
	"idempotency_key" text NOT NULL,
	"verify_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_pid_unique" UNIQUE("pid"),
	CONSTRAINT "payments_authority_unique" UNIQUE("authority"),
	CONSTRAINT "payments_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"authority" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"description" text NOT NULL,
	"callback_url" text NOT NULL,
	"mobile" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"ref_id" text,
	"card_pan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscription_packages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"duration_days" integer NOT NULL,
	"max_cases" integer,
	"ai_chats_per_month" integer,
	"included_sms" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "subscription_packages_pid_unique" UNIQUE("pid")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"user_id" bigint NOT NULL,
	"package_id" bigint NOT NULL,
	"status" text NOT NULL,
	"price" integer NOT NULL,
	"duration_days" integer NOT NULL,
	"max_cases" integer,
	"ai_chats_per_month" integer,
	"included_sms" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"cancelled_at" timestamp with time zone,
	"payment_id" bigint,
	"movement_id" bigint,
	"idempotency_key" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_pid_unique" UNIQUE("pid"),
	CONSTRAINT "subscriptions_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "coin_packages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"name" text NOT NULL,
	"value" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "coin_packages_pid_unique" UNIQUE("pid")
);
--> statement-breakpoint
CREATE TABLE "coin_settings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"exchange_rate" numeric(18, 4) NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_settings_pid_unique" UNIQUE("pid")
);
--> statement-breakpoint
CREATE TABLE "fee_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"payer_id" bigint NOT NULL,
	"payee_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"reference_type" text NOT NULL,
	"reference_pid" text NOT NULL,
	"commission_percent" integer,
	"commission" bigint,
	"payee_share" bigint,
	"payout_due_at" timestamp with time zone,
	"disputed_at" timestamp with time zone,
	"hold_movement_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_holds_pid_unique" UNIQUE("pid"),
	CONSTRAINT "fee_holds_holdMovementId_unique" UNIQUE("hold_movement_id")
);
--> statement-breakpoint
CREATE TABLE "finance_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"commission_percent" integer NOT NULL,
	"referral_reward_coins" integer NOT NULL,
	"payout_delay_hours" integer NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone,
	CONSTRAINT "finance_settings_single_row" CHECK ("finance_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"movement_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"bucket" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_entries_bucket" CHECK ("ledger_entries"."bucket" in ('available', 'held')),
	CONSTRAINT "ledger_entries_nonzero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"description" text NOT NULL,
	"reference_type" text,
	"reference_pid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_movements_pid_unique" UNIQUE("pid"),
	CONSTRAINT "ledger_movements_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" bigint,
	"kind" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"held" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_code_unique" UNIQUE("code"),
	CONSTRAINT "wallet_accounts_userId_unique" UNIQUE("user_id"),
	CONSTRAINT "wallet_accounts_not_negative" CHECK ("wallet_accounts"."balance" >= 0 and "wallet_accounts"."held" >= 0),
	CONSTRAINT "wallet_accounts_kind" CHECK ("wallet_accounts"."kind" in ('user', 'system'))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"user_id" bigint NOT NULL,
	"coins" bigint NOT NULL,
	"sheba" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"paid_reference" text,
	"hold_movement_id" bigint NOT NULL,
	"settle_movement_id" bigint,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_requests_pid_unique" UNIQUE("pid"),
	CONSTRAINT "withdrawal_requests_holdMovementId_unique" UNIQUE("hold_movement_id")
);
--> statement-breakpoint
ALTER TABLE "sms_credit_events" ADD CONSTRAINT "sms_credit_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_credits" ADD CONSTRAINT "sms_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_purchases" ADD CONSTRAINT "sms_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_purchases" ADD CONSTRAINT "sms_purchases_package_id_sms_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."sms_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_purchases" ADD CONSTRAINT "sms_purchases_movement_id_ledger_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."ledger_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_package_id_subscription_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."subscription_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_movement_id_ledger_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."ledger_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_settings" ADD CONSTRAINT "coin_settings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_holds" ADD CONSTRAINT "fee_holds_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_holds" ADD CONSTRAINT "fee_holds_payee_id_users_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_holds" ADD CONSTRAINT "fee_holds_hold_movement_id_ledger_movements_id_fk" FOREIGN KEY ("hold_movement_id") REFERENCES "public"."ledger_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_settings" ADD CONSTRAINT "finance_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_movement_id_ledger_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."ledger_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_wallet_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_hold_movement_id_ledger_movements_id_fk" FOREIGN KEY ("hold_movement_id") REFERENCES "public"."ledger_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_settle_movement_id_ledger_movements_id_fk" FOREIGN KEY ("settle_movement_id") REFERENCES "public"."ledger_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_credit_events_user_idx" ON "sms_credit_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_purchases_user_idx" ON "sms_purchases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_payment_key" ON "subscriptions" USING btree ("payment_id") WHERE "subscriptions"."payment_id" is not null;--> statement-breakpoint
CREATE INDEX "fee_holds_due_idx" ON "fee_holds" USING btree ("status","payout_due_at");--> statement-breakpoint
CREATE INDEX "fee_holds_reference_idx" ON "fee_holds" USING btree ("reference_type","reference_pid");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","movement_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_movement_idx" ON "ledger_entries" USING btree ("movement_id");--> statement-breakpoint
CREATE INDEX "ledger_movements_created_idx" ON "ledger_movements" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_user_idx" ON "withdrawal_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_status_idx" ON "withdrawal_requests" USING btree ("status","created_at");