-- What a brand portal's live logo link may serve (issue 46): the formats and layouts its owner picked; null, every one.
ALTER TABLE "brand_portals" ADD COLUMN "live_serves" jsonb;