CREATE TABLE "demo_payments" (
	"payment_ref" text PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donation_payments" ADD COLUMN "status" text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "demo_payments" ADD CONSTRAINT "demo_payments_checkout_id_demo_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."demo_checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_payments" ADD CONSTRAINT "donation_payments_status_check" CHECK ("donation_payments"."status" in ('paid', 'refunded'));--> statement-breakpoint
-- The demo ledger starts with the payments taken at checkout before it existed (a month's charges were never stored).
INSERT INTO "demo_payments" ("payment_ref", "checkout_id", "amount_cents", "currency") SELECT "payment_ref", "id", "amount_cents", "currency" FROM "demo_checkouts" WHERE "payment_ref" IS NOT NULL ON CONFLICT DO NOTHING;
