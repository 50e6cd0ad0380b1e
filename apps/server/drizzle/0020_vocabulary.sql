-- Decision 052: one stored vocabulary. Interests take the catalogue's spelling (case and spaces
-- aside), keep their first position and drop repeats; an interest outside the catalogue goes,
-- since no screen can show it as picked nor any filter find it. Choices saved under a screen's
-- label take the stored value. Keep the lists in step with packages/contract/src/vocabulary.ts.
CREATE TEMPORARY TABLE "vocabulary_interests" ("folded" text PRIMARY KEY, "stored" text NOT NULL);
--> statement-breakpoint
INSERT INTO "vocabulary_interests" VALUES
    ('photography', 'Photography'), ('reading', 'Reading'), ('coffee', 'Coffee'), ('hiking', 'Hiking'),
    ('music', 'Music'), ('travel', 'Travel'), ('movies', 'Movies'), ('art', 'Art'), ('cooking', 'Cooking'),
    ('fitness', 'Fitness'), ('fashion', 'Fashion'), ('technology', 'Technology'), ('dancing', 'Dancing'),
    ('writing', 'Writing'), ('gaming', 'Gaming'), ('yoga', 'Yoga'), ('running', 'Running'), ('cycling', 'Cycling'),
    ('swimming', 'Swimming'), ('tennis', 'Tennis'), ('rock climbing', 'Rock Climbing'), ('design', 'Design'),
    ('film', 'Film'), ('crafts', 'Crafts'), ('wine', 'Wine'), ('baking', 'Baking'), ('foodie', 'Foodie'),
    ('craft beer', 'Craft Beer'), ('vegan', 'Vegan'), ('brunch', 'Brunch'), ('backpacking', 'Backpacking'),
    ('road trips', 'Road Trips'), ('camping', 'Camping'), ('beaches', 'Beaches'), ('museums', 'Museums'),
    ('languages', 'Languages'), ('adventure', 'Adventure'), ('food', 'Food'), ('dogs', 'Dogs');
--> statement-breakpoint
UPDATE "profiles" AS p SET "interests" = COALESCE((
  SELECT array_agg(kept."stored" ORDER BY kept."position")
  FROM (
    SELECT DISTINCT ON (v."stored") v."stored", i."position"
    FROM unnest(p."interests") WITH ORDINALITY AS i("name", "position")
    JOIN "vocabulary_interests" AS v ON v."folded" = lower(trim(i."name"))
    ORDER BY v."stored", i."position"
  ) AS kept
), '{}'::text[])
WHERE EXISTS (
  SELECT 1 FROM unnest(p."interests") AS i("name")
  WHERE i."name" NOT IN (SELECT "stored" FROM "vocabulary_interests")
) OR cardinality(p."interests") <> (SELECT count(DISTINCT i."name") FROM unnest(p."interests") AS i("name"));
--> statement-breakpoint
DROP TABLE "vocabulary_interests";
--> statement-breakpoint
UPDATE "profiles" SET "gender" = CASE lower(trim("gender"))
    WHEN 'female' THEN 'female' WHEN 'woman' THEN 'female' WHEN 'male' THEN 'male' WHEN 'man' THEN 'male'
    WHEN 'non-binary' THEN 'non-binary' WHEN 'other' THEN 'other' ELSE NULL END
  WHERE "gender" IS NOT NULL AND "gender" NOT IN ('male', 'female', 'non-binary', 'other');
--> statement-breakpoint
UPDATE "profiles" SET "looking_for" = CASE lower(trim("looking_for"))
    WHEN 'relationship' THEN 'Relationship' WHEN 'long-term relationship' THEN 'Relationship'
    WHEN 'casual' THEN 'Casual' WHEN 'casual dating' THEN 'Casual'
    WHEN 'friendship' THEN 'Friendship' WHEN 'new friends' THEN 'Friendship'
    WHEN 'marriage' THEN 'Marriage'
    WHEN 'not sure yet' THEN 'Not sure yet' WHEN 'still figuring it out' THEN 'Not sure yet'
    ELSE NULL END
  WHERE "looking_for" IS NOT NULL AND "looking_for" NOT IN ('Relationship', 'Casual', 'Friendship', 'Marriage', 'Not sure yet');
--> statement-breakpoint
UPDATE "profiles" SET "show_me" = CASE lower(trim("show_me"))
    WHEN 'women' THEN 'Women' WHEN 'men' THEN 'Men' WHEN 'non-binary' THEN 'Non-binary' ELSE 'Everyone' END
  WHERE "show_me" NOT IN ('Everyone', 'Women', 'Men', 'Non-binary');
