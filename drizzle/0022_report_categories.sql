-- Decision 0075: report reasons grouped as illegal content or breaches of the terms. The retired
-- reasons become 'inappropriate'; spam, scam and other keep their values.
UPDATE "reports" SET "reason" = 'inappropriate' WHERE "reason" IN ('abuse', 'unsafe-advice', 'off-topic');
