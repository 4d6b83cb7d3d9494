CREATE TABLE "ibb_todo_checks" (
	"email" text NOT NULL,
	"todo_id" uuid NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ibb_todo_checks_email_todo_id_pk" PRIMARY KEY("email","todo_id")
);
--> statement-breakpoint
ALTER TABLE "ibb_todo_checks" ADD CONSTRAINT "ibb_todo_checks_todo_id_ibb_todos_id_fk" FOREIGN KEY ("todo_id") REFERENCES "public"."ibb_todos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ibb_todo_checks_todo_idx" ON "ibb_todo_checks" USING btree ("todo_id");