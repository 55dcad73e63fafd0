-- Logos whose designer fix was bought before requests were recorded get their open request (spec 01 §4: status 1).
INSERT INTO "designer_requests" ("fa_id")
SELECT "fa_id" FROM "logos"
WHERE "designer_assistant" = 1
  AND NOT EXISTS (SELECT 1 FROM "designer_requests" r WHERE r."fa_id" = "logos"."fa_id");
