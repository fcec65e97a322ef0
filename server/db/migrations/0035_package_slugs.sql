ALTER TABLE "tour_packages" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD CONSTRAINT "tour_packages_slug_unique" UNIQUE("slug");--> statement-breakpoint
-- A package's slug, made once from its name ("3D2N Island Escape" → "3d2n-island-escape"; the code in lower
-- case when the name has no Latin letter or digit), numbered when taken ("-2", "-3"). Whoever inserts a
-- package (the back office, a copy, the demo data) gets one; renaming it later keeps the slug, so shared
-- links keep working.
CREATE OR REPLACE FUNCTION tour_package_slug(package_name text, package_code text) RETURNS text AS $$
DECLARE
  base text := left(trim(both '-' from regexp_replace(lower(coalesce(package_name, '')), '[^a-z0-9]+', '-', 'g')), 60);
  candidate text;
  n integer := 1;
BEGIN
  IF base = '' THEN base := lower(package_code); END IF;
  candidate := base;
  WHILE EXISTS (SELECT 1 FROM tour_packages WHERE slug = candidate) LOOP
    n := n + 1;
    candidate := base || '-' || n;
  END LOOP;
  RETURN candidate;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tour_packages_fill_slug() RETURNS trigger AS $$
BEGIN
  IF NEW.slug IS NULL OR NEW.slug = '' THEN NEW.slug := tour_package_slug(NEW.name, NEW.code); END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER tour_packages_fill_slug BEFORE INSERT ON tour_packages FOR EACH ROW EXECUTE FUNCTION tour_packages_fill_slug();
--> statement-breakpoint
-- Packages made before slugs: one at a time, oldest first, so each sees the slugs given before it.
DO $$
DECLARE p record;
BEGIN
  FOR p IN SELECT id, name, code FROM tour_packages WHERE slug IS NULL ORDER BY created_at, id LOOP
    UPDATE tour_packages SET slug = tour_package_slug(p.name, p.code) WHERE id = p.id;
  END LOOP;
END;
$$;
