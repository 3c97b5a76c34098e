-- The adviser lists search and sort on the adviser's name and email, which live on users. The trigger keeps
-- advisers.sort_name, sort_email and search_text derived from both tables, so a list query reads one table
-- through its own indexes (GUIDE §5). Application code never writes these columns.
CREATE OR REPLACE FUNCTION advisers_derive() RETURNS trigger AS $$
DECLARE
  u_first text;
  u_last text;
  u_email text;
BEGIN
  SELECT first_name, last_name, email INTO u_first, u_last, u_email FROM users WHERE id = NEW.user_id;
  NEW.sort_name := lower(trim(coalesce(u_first, '') || ' ' || coalesce(u_last, '')));
  NEW.sort_email := lower(coalesce(u_email, ''));
  NEW.search_text := lower(concat_ws(' ', u_first, u_last, u_email, NEW.company, NEW.referrer_code, NEW.source));
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER advisers_derive_trg
  BEFORE INSERT OR UPDATE OF user_id, company, referrer_code, source ON advisers
  FOR EACH ROW EXECUTE FUNCTION advisers_derive();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_propagate_to_advisers() RETURNS trigger AS $$
BEGIN
  IF NEW.first_name IS DISTINCT FROM OLD.first_name OR NEW.last_name IS DISTINCT FROM OLD.last_name
     OR NEW.email IS DISTINCT FROM OLD.email THEN
    UPDATE advisers SET user_id = user_id WHERE user_id = NEW.id;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_propagate_to_advisers_trg
  AFTER UPDATE OF first_name, last_name, email ON users
  FOR EACH ROW EXECUTE FUNCTION users_propagate_to_advisers();
--> statement-breakpoint
UPDATE advisers SET user_id = user_id;
