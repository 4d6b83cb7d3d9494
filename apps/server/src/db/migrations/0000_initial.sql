CREATE TYPE "public"."profile_role" AS ENUM('Salon', 'Client');--> statement-breakpoint
CREATE TYPE "public"."treatment" AS ENUM('scalp', 'protein', 'moisture', 'none');--> statement-breakpoint
CREATE TYPE "public"."country_code" AS ENUM('AU', 'NZ');--> statement-breakpoint
CREATE TYPE "public"."mirror_order_status" AS ENUM('PENDING', 'SHIPPED', 'DELIVERED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('offline', 'stripe');--> statement-breakpoint
CREATE TYPE "public"."plan_availability" AS ENUM('PREREGISTER', 'OPEN');--> statement-breakpoint
CREATE TYPE "public"."plan_code" AS ENUM('FREE', 'GROWTH', 'SALON', 'PLUS');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('INCOMPLETE', 'ACTIVE', 'PAST_DUE', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."subscription_type" AS ENUM('ANNUAL', 'MONTHLY');--> statement-breakpoint
CREATE TYPE "public"."cart_status" AS ENUM('WAITING', 'COMPLETED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."delivery_type" AS ENUM('PICKUP', 'DELIVERY');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('Shampoo', 'Conditioner', 'Treatment', 'Styling');--> statement-breakpoint
CREATE TYPE "public"."chat_author_kind" AS ENUM('SALON', 'SUPPORT', 'SYSTEM');--> statement-breakpoint
CREATE TYPE "public"."analytics_event_kind" AS ENUM('page_view', 'sign_in', 'sign_out', 'sign_up');--> statement-breakpoint
CREATE TYPE "public"."outbox_status" AS ENUM('PENDING', 'DELIVERED', 'DEAD');--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "password_reset_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"ip" text,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"profile_role" "profile_role",
	"is_provider_staff" boolean DEFAULT false NOT NULL,
	"password_change_required" boolean DEFAULT false NOT NULL,
	"terms_of_service_locale" text,
	"terms_of_service_version" integer,
	"terms_of_service_accepted_at" timestamp with time zone,
	"device_push_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_image_likes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_image_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"shared_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_recommendations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"client_id" uuid,
	"staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"treatment" "treatment",
	"notes" text,
	"rebook_delay" integer,
	"rebook_length" integer,
	"rebook_notification_scheduled_at" timestamp with time zone,
	"rebook_notification_sent_at" timestamp with time zone,
	"rebooked_at" timestamp with time zone,
	"salon_pickup" boolean DEFAULT false NOT NULL,
	"purchased_items" text[] DEFAULT '{}' NOT NULL,
	"color_sensitivity" integer,
	"curl" integer,
	"density" integer,
	"elasticity" integer,
	"porous" integer,
	"texture" integer,
	"scalp_concerns" text,
	"client_selfie_image_url" text,
	"client_selfie_image_content_type" text,
	"client360_image_url" text,
	"client360_image_content_type" text,
	CONSTRAINT "appointments_hair_analysis_range_check" CHECK ("appointments"."color_sensitivity" between 0 and 20 and "appointments"."curl" between 0 and 20 and "appointments"."density" between 0 and 20
        and "appointments"."elasticity" between 0 and 20 and "appointments"."porous" between 0 and 20 and "appointments"."texture" between 0 and 20),
	CONSTRAINT "appointments_rebook_check" CHECK ("appointments"."rebook_delay" >= 0 and "appointments"."rebook_length" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mirror_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"user_id" uuid,
	"appointment_id" uuid,
	"device_platform" text,
	"device_token" text,
	"existing_appointment" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"subscription_id" uuid,
	"number" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"total_cents" integer NOT NULL,
	"gst_cents" integer NOT NULL,
	"hosted_invoice_url" text,
	"provider" "payment_provider" NOT NULL,
	"provider_invoice_id" text,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mirror_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"subscription_id" uuid,
	"mirrors" integer NOT NULL,
	"bench_mounts" integer NOT NULL,
	"wall_mounts" integer NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postcode" text NOT NULL,
	"country" "country_code" DEFAULT 'AU' NOT NULL,
	"notes" text,
	"delivery_option" text DEFAULT 'STANDARD' NOT NULL,
	"status" "mirror_order_status" DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" "plan_code" NOT NULL,
	"name" text NOT NULL,
	"availability" "plan_availability" DEFAULT 'PREREGISTER' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_code_key" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"discount_cents" integer,
	"discount_percent" integer,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone,
	"plans" "plan_code"[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_discount_check" CHECK (("promo_codes"."discount_cents" is null) <> ("promo_codes"."discount_percent" is null)
        and coalesce("promo_codes"."discount_cents", 0) >= 0 and coalesce("promo_codes"."discount_percent", 0) between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "signup_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"salon_id" uuid,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"plan" "plan_code" NOT NULL,
	"subscription_type" "subscription_type" NOT NULL,
	"mirrors" integer DEFAULT 1 NOT NULL,
	"bench_mounts" integer DEFAULT 1 NOT NULL,
	"wall_mounts" integer DEFAULT 0 NOT NULL,
	"colour_brand" text,
	"supplier_code" text,
	"promo_code_id" uuid,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"status" "subscription_status" DEFAULT 'ACTIVE' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_amounts_check" CHECK ("subscriptions"."mirrors" >= 0 and "subscriptions"."bench_mounts" >= 0 and "subscriptions"."wall_mounts" >= 0 and "subscriptions"."subtotal_cents" >= 0
        and "subscriptions"."discount_cents" >= 0 and "subscriptions"."shipping_cents" >= 0 and "subscriptions"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"price_cents" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_amounts_check" CHECK ("cart_items"."quantity" > 0 and "cart_items"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"salon_id" uuid NOT NULL,
	"delivery_type" "delivery_type" DEFAULT 'PICKUP' NOT NULL,
	"status" "cart_status",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"logo_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"product_name" text NOT NULL,
	"product_type" "product_type" NOT NULL,
	"product_size" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"bullets" text[] DEFAULT '{}' NOT NULL,
	"created_by" text,
	"for_men" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"is_fallback" boolean DEFAULT false NOT NULL,
	"is_mask" boolean DEFAULT false NOT NULL,
	"out_of_stock" boolean DEFAULT false NOT NULL,
	"list_price_cents" integer DEFAULT 0 NOT NULL,
	"rrp_au_cents" integer NOT NULL,
	"rrp_ca_cents" integer,
	"rrp_nz_cents" integer,
	"rrp_us_cents" integer,
	"product_image_main" text,
	"images" text[] DEFAULT '{}' NOT NULL,
	"benefits" text,
	"directions" text,
	"ingredients" text,
	"ean" text,
	"hair_concerns_filters" text[] DEFAULT '{}' NOT NULL,
	"suits_coloured" text[] DEFAULT '{}' NOT NULL,
	"suits_hair_colour" text[] DEFAULT '{}' NOT NULL,
	"suits_hair_densities" text[] DEFAULT '{}' NOT NULL,
	"suits_hair_elasticities" text[] DEFAULT '{}' NOT NULL,
	"suits_hair_porosity" text[] DEFAULT '{}' NOT NULL,
	"suits_hair_textures" text[] DEFAULT '{}' NOT NULL,
	"suits_other_filters" text[] DEFAULT '{}' NOT NULL,
	"suits_scalp_concerns" text[] DEFAULT '{}' NOT NULL,
	"suits_genders" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_products_prices_check" CHECK ("catalogue_products"."list_price_cents" >= 0 and "catalogue_products"."rrp_au_cents" >= 0 and coalesce("catalogue_products"."rrp_ca_cents", 0) >= 0 and coalesce("catalogue_products"."rrp_nz_cents", 0) >= 0 and coalesce("catalogue_products"."rrp_us_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "salon_brands" (
	"salon_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"available_to_salon" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"visible_to_clients" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salon_brands_salon_id_brand_id_pk" PRIMARY KEY("salon_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "salon_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"custom_price_cents" integer,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"eligible" boolean DEFAULT true NOT NULL,
	"eligible_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salon_products_custom_price_check" CHECK ("salon_products"."custom_price_cents" is null or "salon_products"."custom_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "academy_content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"vimeo_id" text,
	"youtube_id" text,
	"transcript_html" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"heading" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link_url" text,
	"link_label" text,
	"image_path" text,
	"position" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ibb_completions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"lesson_id" uuid NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ibb_lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"module_number" integer NOT NULL,
	"lesson_number" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"est_time_minutes" integer DEFAULT 0 NOT NULL,
	"video_id" text,
	"transcript_html" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ibb_modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"module_number" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "ibb_modules_module_number_key" UNIQUE("module_number")
);
--> statement-breakpoint
CREATE TABLE "ibb_todos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid NOT NULL,
	"todo" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms_of_service" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale" text NOT NULL,
	"version" integer NOT NULL,
	"body_html" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"from" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chat_id" uuid NOT NULL,
	"author_user_id" uuid,
	"author_kind" "chat_author_kind" NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"title" text NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"kind" "analytics_event_kind" NOT NULL,
	"path" text,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_line_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_line_items_amounts_check" CHECK ("order_line_items"."quantity" > 0 and "order_line_items"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" integer GENERATED ALWAYS AS IDENTITY (sequence name "orders_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"salon_id" uuid NOT NULL,
	"cart_id" uuid,
	"client_id" uuid,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"address_line1" text,
	"address_line2" text,
	"suburb_or_city" text,
	"state" text,
	"postcode" text,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"grand_total_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_totals_check" CHECK ("orders"."subtotal_cents" >= 0 and "orders"."shipping_cents" >= 0 and "orders"."grand_total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" "outbox_status" DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outbox_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"succeeded" boolean NOT NULL,
	"detail" text,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salon_access" (
	"user_id" uuid NOT NULL,
	"salon_id" uuid NOT NULL,
	"salon_admin" boolean DEFAULT false NOT NULL,
	"salon_client" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salon_access_user_id_salon_id_pk" PRIMARY KEY("user_id","salon_id")
);
--> statement-breakpoint
CREATE TABLE "salons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"time_zone" text DEFAULT 'Australia/Sydney' NOT NULL,
	"locale" text DEFAULT 'en_AU' NOT NULL,
	"booking_url" text,
	"default_social_media_message" text,
	"rebook_notification_message" text,
	"rebook_notification_delay" integer DEFAULT 0 NOT NULL,
	"onboarding_complete" boolean DEFAULT false NOT NULL,
	"onboarding_state" text,
	"preferred_recommendation_brand_id" uuid,
	"hide_from_finder" boolean DEFAULT false NOT NULL,
	"bank_account_name" text,
	"bank_bsb" text,
	"bank_account_number" text,
	"sf_photo_path" text,
	"specialities" text[] DEFAULT '{}' NOT NULL,
	"styles" text[] DEFAULT '{}' NOT NULL,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"state" text,
	"postcode" text,
	"country" text,
	"owner_first_name" text,
	"owner_last_name" text,
	"phone" text,
	"email" text,
	"supplier_account_number" text,
	"sys_account_number" text,
	"referral" text,
	"news_opt_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beta_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"beta_name" text NOT NULL,
	"beta_email" text NOT NULL,
	"beta_salon_name" text NOT NULL,
	"beta_phone" text NOT NULL,
	"plan" "plan_code" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_image_likes" ADD CONSTRAINT "appointment_image_likes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_image_shares" ADD CONSTRAINT "appointment_image_shares_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_recommendations" ADD CONSTRAINT "appointment_recommendations_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_recommendations" ADD CONSTRAINT "appointment_recommendations_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mirror_sessions" ADD CONSTRAINT "mirror_sessions_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mirror_sessions" ADD CONSTRAINT "mirror_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mirror_sessions" ADD CONSTRAINT "mirror_sessions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mirror_orders" ADD CONSTRAINT "mirror_orders_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mirror_orders" ADD CONSTRAINT "mirror_orders_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_requests" ADD CONSTRAINT "signup_requests_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_brands" ADD CONSTRAINT "salon_brands_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_brands" ADD CONSTRAINT "salon_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_products" ADD CONSTRAINT "salon_products_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_products" ADD CONSTRAINT "salon_products_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ibb_completions" ADD CONSTRAINT "ibb_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ibb_completions" ADD CONSTRAINT "ibb_completions_lesson_id_ibb_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."ibb_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ibb_lessons" ADD CONSTRAINT "ibb_lessons_module_number_ibb_modules_module_number_fk" FOREIGN KEY ("module_number") REFERENCES "public"."ibb_modules"("module_number") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "ibb_todos" ADD CONSTRAINT "ibb_todos_lesson_id_ibb_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."ibb_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_items" ADD CONSTRAINT "order_line_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_items" ADD CONSTRAINT "order_line_items_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_attempts" ADD CONSTRAINT "outbox_attempts_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_access" ADD CONSTRAINT "salon_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_access" ADD CONSTRAINT "salon_access_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salons" ADD CONSTRAINT "salons_preferred_recommendation_brand_id_brands_id_fk" FOREIGN KEY ("preferred_recommendation_brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_reset_codes_user_idx" ON "password_reset_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_email_idx" ON "sign_in_attempts" USING btree ("email","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "appointment_image_likes_page_idx" ON "appointment_image_likes" USING btree ("appointment_id","created_at","id");--> statement-breakpoint
CREATE INDEX "appointment_image_shares_appointment_idx" ON "appointment_image_shares" USING btree ("appointment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_recommendations_position_key" ON "appointment_recommendations" USING btree ("appointment_id","position");--> statement-breakpoint
CREATE INDEX "appointment_recommendations_product_idx" ON "appointment_recommendations" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "appointments_salon_page_idx" ON "appointments" USING btree ("salon_id","created_at","id");--> statement-breakpoint
CREATE INDEX "appointments_salon_client_idx" ON "appointments" USING btree ("salon_id","client_id","created_at");--> statement-breakpoint
CREATE INDEX "appointments_salon_staff_idx" ON "appointments" USING btree ("salon_id","staff_id","created_at");--> statement-breakpoint
CREATE INDEX "appointments_client_page_idx" ON "appointments" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "appointments_rebook_due_idx" ON "appointments" USING btree ("rebook_notification_scheduled_at") WHERE "appointments"."rebook_notification_scheduled_at" is not null and "appointments"."rebook_notification_sent_at" is null;--> statement-breakpoint
CREATE INDEX "mirror_sessions_salon_idx" ON "mirror_sessions" USING btree ("salon_id","created_at");--> statement-breakpoint
CREATE INDEX "mirror_sessions_user_idx" ON "mirror_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mirror_sessions_appointment_idx" ON "mirror_sessions" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_salon_page_idx" ON "invoices" USING btree ("salon_id","period_start","id");--> statement-breakpoint
CREATE INDEX "mirror_orders_salon_idx" ON "mirror_orders" USING btree ("salon_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_key" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "signup_requests_idempotency_key" ON "signup_requests" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "subscriptions_salon_idx" ON "subscriptions" USING btree ("salon_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_subscription_key" ON "subscriptions" USING btree ("provider","provider_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_cart_product_key" ON "cart_items" USING btree ("cart_id","product_id");--> statement-breakpoint
CREATE INDEX "cart_items_product_idx" ON "cart_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_appointment_key" ON "carts" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "carts_salon_page_idx" ON "carts" USING btree ("salon_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_key" ON "brands" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_abbreviation_key" ON "brands" USING btree ("abbreviation");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_products_sku_key" ON "catalogue_products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "catalogue_products_brand_idx" ON "catalogue_products" USING btree ("brand_id","product_type");--> statement-breakpoint
CREATE INDEX "salon_brands_brand_idx" ON "salon_brands" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "salon_products_salon_product_key" ON "salon_products" USING btree ("salon_id","product_id");--> statement-breakpoint
CREATE INDEX "salon_products_salon_page_idx" ON "salon_products" USING btree ("salon_id","created_at","id");--> statement-breakpoint
CREATE INDEX "salon_products_product_idx" ON "salon_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "academy_content_position_idx" ON "academy_content" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "announcements_published_idx" ON "announcements" USING btree ("published_at","position");--> statement-breakpoint
CREATE UNIQUE INDEX "ibb_completions_email_lesson_key" ON "ibb_completions" USING btree ("email","lesson_id");--> statement-breakpoint
CREATE INDEX "ibb_completions_user_idx" ON "ibb_completions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ibb_completions_lesson_idx" ON "ibb_completions" USING btree ("lesson_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ibb_lessons_module_lesson_key" ON "ibb_lessons" USING btree ("module_number","lesson_number");--> statement-breakpoint
CREATE UNIQUE INDEX "ibb_todos_lesson_position_key" ON "ibb_todos" USING btree ("lesson_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_of_service_locale_version_key" ON "terms_of_service" USING btree ("locale","version");--> statement-breakpoint
CREATE INDEX "mailbox_messages_to_idx" ON "mailbox_messages" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_chat_page_idx" ON "chat_messages" USING btree ("chat_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chats_salon_key" ON "chats" USING btree ("salon_id");--> statement-breakpoint
CREATE INDEX "chats_last_message_idx" ON "chats" USING btree ("last_message_at");--> statement-breakpoint
CREATE INDEX "analytics_events_kind_idx" ON "analytics_events" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_user_idx" ON "analytics_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "order_line_items_order_idx" ON "order_line_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_key" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_salon_page_idx" ON "orders" USING btree ("salon_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "outbox_attempts_outbox_idx" ON "outbox_attempts" USING btree ("outbox_id");--> statement-breakpoint
CREATE INDEX "salon_access_salon_idx" ON "salon_access" USING btree ("salon_id");--> statement-breakpoint
CREATE INDEX "beta_leads_created_idx" ON "beta_leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "beta_leads_email_idx" ON "beta_leads" USING btree ("beta_email");--> statement-breakpoint
CREATE INDEX "staff_salon_page_idx" ON "staff" USING btree ("salon_id","created_at","id");--> statement-breakpoint
CREATE INDEX "staff_user_idx" ON "staff" USING btree ("user_id");