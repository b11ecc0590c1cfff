ALTER TABLE "email_opt_outs" DROP CONSTRAINT "email_opt_outs_kind_check";--> statement-breakpoint
ALTER TABLE "email_opt_outs" ADD CONSTRAINT "email_opt_outs_kind_check" CHECK (kind in ('requests', 'answers', 'messages', 'shares', 'summaries', 'reports'));--> statement-breakpoint
-- The thread's emails obeyed the requests' switch (to the worker) and the answers' (to the client) until now:
-- whoever turned either off keeps not receiving them (docs/decisions.md "Thread emails have their own switch").
INSERT INTO "email_opt_outs" ("address", "kind", "user_id", "created_at")
SELECT DISTINCT ON ("address") "address", 'messages', "user_id", now() FROM "email_opt_outs"
WHERE "kind" IN ('requests', 'answers')
ORDER BY "address", "user_id" NULLS LAST
ON CONFLICT DO NOTHING;
