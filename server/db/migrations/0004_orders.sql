CREATE TABLE "credit_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"user_id" uuid NOT NULL,
	"package_id" text NOT NULL,
	"credits" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"method" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"provider_trade_id" text,
	"payment" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "credit_orders_provider_trade_id_unique" UNIQUE("provider_trade_id"),
	CONSTRAINT "credit_orders_amount_positive" CHECK ("credit_orders"."amount_fen" > 0 AND "credit_orders"."credits" > 0)
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_orders" ADD CONSTRAINT "credit_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_orders_user_idx" ON "credit_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_orders_state_idx" ON "credit_orders" USING btree ("state","expires_at");--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_order_id_credit_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."credit_orders"("id") ON DELETE set null ON UPDATE no action;