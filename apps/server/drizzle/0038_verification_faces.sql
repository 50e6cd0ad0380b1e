CREATE TABLE "verification_photo_faces" (
	"photo_id" uuid PRIMARY KEY NOT NULL,
	"descriptors" "bytea" NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "face_descriptor" "bytea";--> statement-breakpoint
ALTER TABLE "verification_photo_faces" ADD CONSTRAINT "verification_photo_faces_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;